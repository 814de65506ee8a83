import type { AccountData, AddProfileBody, EditProfileBody, LinkedProfile } from '@abhyas/contracts';
import { findState, isDistrictOf, isSupportedLocale, resolveLocale } from '@abhyas/domain';
import { notFound, badRequest, forbidden } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { ContentService } from '../content/content.service.ts';
import type { ProfilesRepository, ProfileWithExam } from './profiles.repository.ts';

/**
 * The account fields the profile calls show (a row of `users`; the auth module's UserRow fits).
 * Declared here rather than imported, so that this module does not import auth, which uses it.
 */
export interface AccountUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  mobileVerified: boolean;
  emailVerified: boolean;
  orgId: string | null;
  deviceId: string | null;
  profilePic: string | null;
  locale: string;
  meta: Record<string, unknown>;
  featureFlags: Record<string, boolean>;
}

type SchoolMeta = { school_name?: string | null; where_is_school?: string | null; state_name?: string | null; district_name?: string | null };

/**
 * The school columns a body sets: a given value (empty → null), never an absent one. The state
 * and district are checked against India's list (400 UNKNOWN_STATE / UNKNOWN_DISTRICT) and stored
 * in its English spelling, whichever script they were chosen in. issue 15
 */
function schoolColumns(meta: SchoolMeta | undefined) {
  if (!meta) return {};
  const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  const state = blank(meta.state_name);
  const district = blank(meta.district_name);
  const found = state ? findState(state) : undefined;
  if (state && !found) throw badRequest(`Unknown state or union territory '${state}'.`, 'UNKNOWN_STATE');
  if (district && (!found || !isDistrictOf(found.name, district))) throw badRequest(`'${district}' is not a district of the chosen state.`, 'UNKNOWN_DISTRICT');
  const districtName = district ? found!.districts.find((d) => d.toLowerCase() === district.toLowerCase()) : district;
  return {
    ...(meta.school_name !== undefined ? { schoolName: blank(meta.school_name) } : {}),
    ...(meta.where_is_school !== undefined ? { whereIsSchool: meta.where_is_school ?? null } : {}),
    ...(state !== undefined ? { stateName: found?.name ?? null } : {}),
    ...(district !== undefined ? { districtName: districtName ?? null } : {}),
  };
}

/** Child profiles and the account view (platform.md §3, §4.1, §7.1). */
export class ProfilesService {
  constructor(
    private readonly repo: ProfilesRepository,
    private readonly content: Pick<ContentService, 'findExam'>,
    private readonly tokens: TokenService,
  ) {}

  /** `user_details` of the account (platform.md §3 User). */
  userDetails(user: AccountUser): AccountData['user_details'] {
    const meta = user.meta as Record<string, string | undefined>;
    const hasLocation = meta.stateName || meta.districtName || meta.blockName || meta.myGramPanchayatName;
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      mobile: user.mobile,
      mobile_verified: user.mobileVerified,
      email_verified: user.emailVerified,
      org_id: user.orgId,
      deviceId: user.deviceId,
      locale: user.locale,
      profile_pic: user.profilePic,
      location: hasLocation
        ? {
            ...(meta.stateName ? { stateName: meta.stateName } : {}),
            ...(meta.districtName ? { districtName: meta.districtName } : {}),
            ...(meta.blockName ? { blockName: meta.blockName } : {}),
            ...(meta.myGramPanchayatName ? { myGramPanchayatName: meta.myGramPanchayatName } : {}),
          }
        : null,
    };
  }

  /**
   * The account with its linked profiles. Child tokens are issued only when the account is
   * verified (platform.md §4.1: "the child token is set only if mobile or email is verified").
   */
  async accountData(user: AccountUser, sessionId: string, displayLocale?: string): Promise<AccountData> {
    const verified = user.mobileVerified || user.emailVerified;
    // Its own profiles and, for an adult linked by an invite, the family's (issue 21 §1).
    const rows = await this.repo.listReachable(user.id);
    const linked = await Promise.all(rows.map((r) => this.present(r, user.id, sessionId, verified, displayLocale)));
    return { user_details: this.userDetails(user), linked_profiles: linked, feature_flags: { ...user.featureFlags } };
  }

  /**
   * connected_profiles as a child (profile) token sees it (issue 14 §1.5): its own profile only,
   * and the parent's account without contact details (e-mail, mobile, device, location), so a
   * child token can never obtain another profile's token nor the parent's addresses.
   */
  async childView(user: AccountUser, sessionId: string, profileId: string, displayLocale?: string): Promise<AccountData> {
    const row = await this.repo.findReachable(user.id, profileId);
    if (!row) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    const verified = user.mobileVerified || user.emailVerified;
    const details = { ...this.userDetails(user), email: null, mobile: null, deviceId: null, location: null };
    return {
      user_details: details,
      linked_profiles: [await this.present(row, user.id, sessionId, verified, displayLocale)],
      feature_flags: { ...user.featureFlags },
    };
  }

  /**
   * A profile as the account calls return it. Goal and exam names are in `displayLocale` (the
   * interface language the caller asked for with `?locale=`), else in the profile's language.
   */
  async present(row: ProfileWithExam, userId: string, sessionId: string, verified = true, displayLocale?: string): Promise<LinkedProfile> {
    const { profile, exam, goal } = row;
    const nameLocale = displayLocale && isSupportedLocale(displayLocale) ? displayLocale : profile.locale;
    const token = verified ? await this.tokens.profileToken({ userId, sessionId, profileId: profile.id }) : '';
    return {
      id: profile.id,
      auth_token: token,
      platform_session: { sessionId },
      profile_details: {
        first_name: profile.firstName,
        last_name: profile.lastName,
        primary_goal: goal.code,
        primary_exam: exam.code,
        goal_name: goal.names[nameLocale] ?? goal.name,
        exam_name: exam.names[nameLocale] ?? exam.name,
        exam_slug: exam.slug,
        goal_type: goal.type as 'K12' | 'PreUG' | 'PrePG',
        format_reference: exam.formatReference,
        learnpath_name: exam.learnpathName,
        board: goal.board,
        grade: exam.grade,
        locale: profile.locale,
        video_quality: profile.videoQuality,
        avatar_color: profile.avatarColor,
        meta: {
          locale: profile.locale,
          video_quality: profile.videoQuality,
          school_id: profile.schoolId,
          sub_org_id: profile.subOrgId,
          school_name: profile.schoolName,
          where_is_school: profile.whereIsSchool,
          state_name: profile.stateName,
          district_name: profile.districtName,
        },
      },
    };
  }

  /** Checks goal and exam and resolves the profile locale against the exam's languages (platform.md §4.3). */
  private async resolveExam(goalCode: string, examCode: string, locale: string | undefined) {
    const found = await this.content.findExam(examCode);
    if (!found) throw badRequest(`Unknown exam '${examCode}'. See GET /api/content/goals-exams.`, 'UNKNOWN_EXAM');
    if (found.goal.code !== goalCode) throw badRequest(`Exam '${examCode}' does not belong to goal '${goalCode}'.`, 'EXAM_NOT_IN_GOAL');
    const resolved = resolveLocale(locale ?? 'en', found.exam.supportedLanguages);
    const loc = found.exam.supportedLanguages.includes(resolved.locale) ? resolved.locale : (found.exam.supportedLanguages[0] ?? 'en');
    return { ...found, locale: loc };
  }

  /** POST add_profile: 201 with the new profile and its child token. */
  async addProfile(user: AccountUser, sessionId: string, body: AddProfileBody & { last_name: string }, displayLocale?: string): Promise<LinkedProfile> {
    if (!(user.mobileVerified || user.emailVerified)) throw forbidden('Verify your mobile number or e-mail before adding a profile.', 'NOT_VERIFIED');
    if ((await this.repo.countForUser(user.id)) >= 10) throw badRequest('An account can hold at most 10 profiles.', 'TOO_MANY_PROFILES');
    const { locale } = await this.resolveExam(body.goal, body.exam, body.locale);
    const id = newId();
    await this.repo.insert({
      id,
      userId: user.id,
      firstName: body.first_name,
      lastName: body.last_name,
      goalCode: body.goal,
      examCode: body.exam,
      locale,
      videoQuality: body.video_quality ?? 'auto',
      avatarColor: body.avatar_color ?? 'orange',
      schoolId: body.meta?.school_id ?? null,
      subOrgId: body.meta?.sub_org_id ?? null,
      ...schoolColumns(body.meta),
    });
    const row = await this.repo.findOwned(user.id, id);
    return this.present(row!, user.id, sessionId, true, displayLocale);
  }

  /** PUT edit_profile: the profile must belong to the caller's account, else 404. */
  async editProfile(user: AccountUser, sessionId: string, profileId: string, body: EditProfileBody, displayLocale?: string): Promise<LinkedProfile> {
    const current = await this.repo.findOwned(user.id, profileId);
    if (!current) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    const goal = body.goal ?? current.goal.code;
    const exam = body.exam ?? current.profile.examCode;
    const wantedLocale = body.locale ?? body.meta?.locale ?? current.profile.locale;
    const { locale } = await this.resolveExam(goal, exam, wantedLocale);
    const quality = body.video_quality ?? body.meta?.video_quality;
    await this.repo.update(user.id, profileId, {
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      goalCode: goal,
      examCode: exam,
      locale,
      ...(quality ? { videoQuality: quality } : {}),
      ...(body.avatar_color ? { avatarColor: body.avatar_color } : {}),
      ...(body.meta?.school_id !== undefined ? { schoolId: body.meta.school_id } : {}),
      ...(body.meta?.sub_org_id !== undefined ? { subOrgId: body.meta.sub_org_id } : {}),
      ...schoolColumns(body.meta),
    });
    const row = await this.repo.findOwned(user.id, profileId);
    return this.present(row!, user.id, sessionId, true, displayLocale);
  }

  /** True when the account reaches the profile: its own, or a family's it was linked to by an invite (issue 21 §1). */
  async ownsProfile(userId: string, profileId: string): Promise<boolean> {
    return (await this.repo.findReachable(userId, profileId)) !== null;
  }

  /** The account that holds the profile (the family an invite from it joins), or null. */
  async familyOf(profileId: string): Promise<string | null> {
    return this.repo.ownerOf(profileId);
  }

  /** Ids of the profiles the account reaches (own and linked families'), oldest first. */
  async reachableIds(userId: string): Promise<string[]> {
    return (await this.repo.listReachable(userId)).map((r) => r.profile.id);
  }
}
