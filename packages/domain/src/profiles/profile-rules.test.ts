import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLOURS,
  defaultVideoQuality,
  GOAL_TYPES,
  isGoalType,
  isK12Grade,
  isProfileComplete,
  isVerified,
  K12_GRADES,
  VIDEO_QUALITIES,
} from './profile-rules.ts';

describe('profile rules', () => {
  it('lists the spec values', () => {
    expect(AVATAR_COLOURS).toEqual(['orange', 'green', 'yellow', 'blue', 'pink']);
    expect(GOAL_TYPES).toEqual(['K12', 'PreUG', 'PrePG']);
    expect(K12_GRADES).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(VIDEO_QUALITIES).toEqual(['auto', 'low', 'medium', 'high']);
  });

  it('guards goal types and grades', () => {
    expect(isGoalType('PreUG')).toBe(true);
    expect(isGoalType('preug')).toBe(false);
    expect(isK12Grade(6)).toBe(true);
    expect(isK12Grade(12)).toBe(true);
    expect(isK12Grade(5)).toBe(false);
    expect(isK12Grade(13)).toBe(false);
    expect(isK12Grade('10')).toBe(false);
  });

  it('a profile is complete only with linked profiles and a current profile', () => {
    expect(isProfileComplete({ linkedProfiles: 2, currentProfileId: 'p1' })).toBe(true);
    expect(isProfileComplete({ linkedProfiles: 0, currentProfileId: 'p1' })).toBe(false);
    expect(isProfileComplete({ linkedProfiles: 1, currentProfileId: null })).toBe(false);
    expect(isProfileComplete({ linkedProfiles: 1, currentProfileId: '' })).toBe(false);
    expect(isProfileComplete({ linkedProfiles: 1 })).toBe(false);
  });

  it('verified means mobile or e-mail verified', () => {
    expect(isVerified({ mobile_verified: true, email_verified: false })).toBe(true);
    expect(isVerified({ mobile_verified: false, email_verified: true })).toBe(true);
    expect(isVerified({ mobile_verified: false, email_verified: false })).toBe(false);
    expect(isVerified({ mobile_verified: null, email_verified: undefined })).toBe(false);
  });

  it('defaults to low quality on small screens', () => {
    expect(defaultVideoQuality(360)).toBe('low');
    expect(defaultVideoQuality(480)).toBe('low');
    expect(defaultVideoQuality(481)).toBe('auto');
  });
});
