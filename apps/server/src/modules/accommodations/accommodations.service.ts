import type { AccommodationsData, DisplaySettings, PutAccommodationsBody } from '@abhyas/contracts';
import { DEFAULT_DISPLAY_SETTINGS } from '@abhyas/contracts';
import { compensatoryMinutesFor } from '@abhyas/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { AccommodationRow, AccommodationsRepository } from './accommodations.repository.ts';

/** Who calls: a parent (account) token, or a child token acting for `profileId`. */
export type AccommodationCaller = { kind: 'parent' | 'child'; userId: string; profileId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A profile's accommodations (issue 22 §2; docs/decisions/038): compensatory time for tests,
 * set by the account holder (a parent token of an account that reaches the profile) or an
 * administrator (the CLI), never by the child token; and the display settings, which the child
 * may set too. The test engine reads `extraMinutesPerHour` at each start.
 */
export class AccommodationsService {
  constructor(
    private readonly repo: AccommodationsRepository,
    private readonly profiles: ProfilesService,
    private readonly now: () => number,
  ) {}

  /** 404 PROFILE_NOT_FOUND unless the caller reaches the profile (its own child token; a parent's own or linked family's). */
  async #checkAccess(caller: AccommodationCaller, profileId: string): Promise<void> {
    const reachable =
      UUID.test(profileId) && (caller.kind === 'child' ? caller.profileId === profileId : await this.profiles.ownsProfile(caller.userId, profileId));
    if (!reachable) throw notFound('No such profile.', 'PROFILE_NOT_FOUND');
  }

  /** GET /api/profiles/{id}/accommodations. 404 PROFILE_NOT_FOUND for a profile the caller does not reach. */
  async view(caller: AccommodationCaller, profileId: string): Promise<AccommodationsData> {
    await this.#checkAccess(caller, profileId);
    return present(profileId, await this.repo.find(profileId), caller.kind === 'parent');
  }

  /**
   * PUT /api/profiles/{id}/accommodations: stores the parts given. 404 PROFILE_NOT_FOUND as `view`;
   * 403 COMPENSATORY_TIME_PARENT_ONLY when a child token sends `compensatory_time`. Absent
   * `minutes_per_hour` with a declared benchmark disability is NTA's 20.
   */
  async update(caller: AccommodationCaller, profileId: string, body: PutAccommodationsBody): Promise<AccommodationsData> {
    await this.#checkAccess(caller, profileId);
    if (body.compensatory_time && caller.kind !== 'parent')
      throw forbidden('Compensatory time is set by the account holder or an administrator, not by the student.', 'COMPENSATORY_TIME_PARENT_ONLY');
    const c = body.compensatory_time;
    const row = await this.repo.write(
      profileId,
      {
        ...(c
          ? {
              compensatory: {
                extraMinutesPerHour: compensatoryMinutesFor({ benchmarkDisability: c.benchmark_disability, minutesPerHour: c.minutes_per_hour ?? null }),
                benchmarkDisability: c.benchmark_disability,
                basis: c.basis,
                setByRole: 'account_holder' as const,
                setByUserId: caller.userId,
                at: new Date(this.now()),
              },
            }
          : {}),
        ...(body.display ? { display: body.display } : {}),
        displayDefaults: DEFAULT_DISPLAY_SETTINGS,
      },
      new Date(this.now()),
    );
    return present(profileId, row, caller.kind === 'parent');
  }

  /** The profile's compensatory minutes per hour (0 when none): the test engine's hook. */
  extraMinutesPerHour(profileId: string): Promise<number> {
    return this.repo.extraMinutesPerHour(profileId);
  }
}

/** The API view of a stored row (or of none: the defaults). */
export function present(profileId: string, row: AccommodationRow | undefined, parent: boolean): AccommodationsData {
  const display: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, ...(row?.display ?? {}) };
  return {
    profile_id: profileId,
    compensatory_time: {
      minutes_per_hour: row?.extraMinutesPerHour ?? 0,
      benchmark_disability: row?.benchmarkDisability ?? false,
      basis: row?.basis ?? '',
      set_by: (row?.setByRole as 'account_holder' | 'administrator' | null | undefined) ?? null,
      set_at: row?.compensatorySetAt ? row.compensatorySetAt.toISOString() : null,
    },
    display,
    can_set_compensatory_time: parent,
  };
}
