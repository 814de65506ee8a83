import type { AccommodationsData } from '@abhyas/contracts';
import { DEFAULT_DISPLAY_SETTINGS, putAccommodationsBody } from '@abhyas/contracts';
import { compensatoryMinutesFor } from '@abhyas/domain';
import type { AccommodationsRepository } from './accommodations.repository.ts';
import { present } from './accommodations.service.ts';

/** Usage of the administrator's command (printed on bad usage). */
export const SET_COMPENSATORY_TIME_USAGE = `Usage: node apps/server/dist/cli.js set-compensatory-time --profile <profile id>
         (--benchmark-disability | --minutes-per-hour <0–60>) --basis "<what it rests on>"
  --benchmark-disability   a declared benchmark disability: NTA's 20 minutes per hour unless
                           --minutes-per-hour says otherwise
  --minutes-per-hour <n>   compensatory minutes per hour of a paper (0 takes the time away)
  --basis <text>           the certificate or decision it rests on (required unless the time is 0)`;

/** A parsed command line, or the message that says what is wrong with it. */
export type CompensatoryArgs =
  { ok: true; profileId: string; benchmarkDisability: boolean; minutesPerHour?: number; basis: string } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FLAGS_WITH_VALUE = new Set(['--profile', '--minutes-per-hour', '--basis']);

/**
 * Parses `set-compensatory-time`'s arguments (issue 22 §2: an administrator sets compensatory time)
 * with the same rules as `PUT /api/profiles/{id}/accommodations` (the contract's schema): 0–60
 * whole minutes per hour, a basis when time is given, at most 500 characters.
 */
export function parseCompensatoryArgs(args: readonly string[]): CompensatoryArgs {
  const values = new Map<string, string>();
  let benchmarkDisability = false;
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i]!;
    if (a === '--benchmark-disability') benchmarkDisability = true;
    else if (FLAGS_WITH_VALUE.has(a)) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) return { ok: false, message: `${a} needs a value` };
      values.set(a, v);
      i += 1;
    } else return { ok: false, message: `unknown argument '${a}'` };
  }
  const profileId = values.get('--profile') ?? '';
  if (!UUID.test(profileId)) return { ok: false, message: '--profile must be a profile id (a UUID)' };
  const minutesText = values.get('--minutes-per-hour');
  if (!benchmarkDisability && minutesText === undefined) return { ok: false, message: 'give --benchmark-disability or --minutes-per-hour' };
  const minutes = minutesText === undefined ? undefined : Number(minutesText);
  const parsed = putAccommodationsBody.safeParse({
    compensatory_time: {
      benchmark_disability: benchmarkDisability,
      ...(minutes === undefined ? {} : { minutes_per_hour: minutes }),
      basis: values.get('--basis') ?? '',
    },
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
  const c = parsed.data.compensatory_time!;
  return {
    ok: true,
    profileId,
    benchmarkDisability: c.benchmark_disability,
    ...(c.minutes_per_hour === undefined ? {} : { minutesPerHour: c.minutes_per_hour }),
    basis: c.basis,
  };
}

/**
 * `set-compensatory-time`: stores an administrator's compensatory time for a profile (role
 * `administrator`, no user), which the test engine reads at the next test start. Returns the exit
 * code (0 stored, 1 no such profile, 2 bad usage) and writes what happened through `out`/`err`.
 */
export async function setCompensatoryTime(
  repo: AccommodationsRepository,
  args: readonly string[],
  io: { out: (line: string) => void; err: (line: string) => void; now: () => number },
): Promise<number> {
  const parsed = parseCompensatoryArgs(args);
  if (!parsed.ok) {
    io.err(`set-compensatory-time: ${parsed.message}\n${SET_COMPENSATORY_TIME_USAGE}`);
    return 2;
  }
  if (!(await repo.profileExists(parsed.profileId))) {
    io.err(`set-compensatory-time: no profile ${parsed.profileId}`);
    return 1;
  }
  const at = new Date(io.now());
  const row = await repo.write(
    parsed.profileId,
    {
      compensatory: {
        extraMinutesPerHour: compensatoryMinutesFor({ benchmarkDisability: parsed.benchmarkDisability, minutesPerHour: parsed.minutesPerHour ?? null }),
        benchmarkDisability: parsed.benchmarkDisability,
        basis: parsed.basis,
        setByRole: 'administrator',
        setByUserId: null,
        at,
      },
      displayDefaults: DEFAULT_DISPLAY_SETTINGS,
    },
    at,
  );
  const view: AccommodationsData = present(parsed.profileId, row, true);
  io.out(
    `Profile ${view.profile_id}: ${view.compensatory_time.minutes_per_hour} compensatory minutes per hour of a paper` +
      (view.compensatory_time.basis ? ` (basis: ${view.compensatory_time.basis})` : '') +
      ', set by an administrator; it applies from the next test started.',
  );
  return 0;
}
