/** Account fixtures shaped like the `accountData` contract, for tests. */
import type { AccountData, LinkedProfile } from '@abhyas/contracts';

export function profileFixture(id: string, goalType: 'K12' | 'PreUG' | 'PrePG' = 'K12', token = `child-${id}`): LinkedProfile {
  return {
    id,
    auth_token: token,
    platform_session: { sessionId: `s-${id}` },
    profile_details: {
      first_name: `Kid ${id}`,
      last_name: 'Rao',
      primary_goal: goalType === 'K12' ? 'cbse' : 'engineering',
      primary_exam: goalType === 'K12' ? 'cbse-10' : 'jee-main',
      goal_name: goalType === 'K12' ? 'CBSE' : 'Engineering',
      exam_name: goalType === 'K12' ? 'Class 10' : 'JEE Main',
      exam_slug: 'x',
      goal_type: goalType,
      format_reference: 'f',
      learnpath_name: 'l',
      board: null,
      grade: goalType === 'K12' ? 10 : null,
      locale: 'en',
      video_quality: 'auto',
      avatar_color: 'blue',
      meta: { locale: 'en', video_quality: 'auto', school_id: null, sub_org_id: null },
    },
  };
}

export function accountFixture(opts: { verified?: boolean; profiles?: LinkedProfile[] } = {}): AccountData {
  return {
    user_details: {
      id: 'u1',
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      mobile_verified: opts.verified ?? true,
      email_verified: false,
      org_id: null,
      deviceId: null,
      locale: 'en',
      profile_pic: null,
      location: null,
    },
    linked_profiles: opts.profiles ?? [],
    feature_flags: {},
  };
}
