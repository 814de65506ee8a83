import { randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import type { z } from 'zod';
import type { LiveClass, LiveClassJoin, createLiveClassBody } from '@abhyas/contracts';
import { canJoinLiveClass, liveClassOpensAt, liveClassRoomName, liveClassState } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { LiveClassView, LiveClassesRepository } from './live-classes.repository.ts';
import type { SchoolsService } from './schools.service.ts';

type CreateLiveClass = z.output<typeof createLiveClassBody>;

/** Characters in a room's secret (of [a-z0-9]: 36^20 ≈ 1.3 × 10^31 names). */
export const ROOM_SECRET_LENGTH = 20;
const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The meeting provider's configuration (LIVE_CLASS_PROVIDER, JITSI_DOMAIN, the content namespace, JITSI_APP_ID / JITSI_APP_SECRET). */
export interface LiveClassConfig {
  provider: 'jitsi' | 'none';
  domain: string;
  /** The rooms' name prefix: lower-case letters, digits and dashes (see `roomNamespace`). */
  namespace: string;
  /** A Jitsi deployment with token authentication: members join with a JWT signed with this (see `meetingToken`). */
  token?: { appId: string; secret: string };
}

/** How long after a live class's scheduled end its meeting token still lets a member in (ms). */
export const MEETING_TOKEN_GRACE_MS = 60 * 60_000;

/**
 * The JWT a Jitsi deployment with token authentication (prosody `token` auth, jitsi-meet-tokens)
 * admits a member with: HS256 with the shared secret; `iss` the application id, `aud` `jitsi`,
 * `sub` the meeting server, `room` this class's room only; `context.user` the member's id, display
 * name and `moderator` (true only for the class's staff: Jitsi's token affiliation makes them the
 * room's moderators and everyone else a participant); valid from a minute before `now` (ms) to an
 * hour after the class's scheduled end.
 */
export async function meetingToken(
  token: { appId: string; secret: string },
  meeting: { domain: string; roomName: string; endsAt: number },
  member: { id: string; name: string; moderator: boolean },
  now: number,
): Promise<string> {
  return new SignJWT({ room: meeting.roomName, context: { user: { id: member.id, name: member.name, moderator: member.moderator } } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(token.appId)
    .setAudience('jitsi')
    .setSubject(meeting.domain)
    .setIssuedAt(Math.floor(now / 1000))
    .setNotBefore(Math.floor(now / 1000) - 60)
    .setExpirationTime(Math.floor((Math.max(now, meeting.endsAt) + MEETING_TOKEN_GRACE_MS) / 1000))
    .sign(new TextEncoder().encode(token.secret));
}

/** The configured namespace as a room prefix: lower-cased, other characters as dashes; `abhyas` when nothing usable is left. */
export function roomNamespace(configured: string): string {
  const ns = configured
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 31)
    .replace(/-+$/, '');
  return /^[a-z][a-z0-9-]{0,30}$/.test(ns) ? ns : 'abhyas';
}

/** A random room secret: 20 characters of [a-z0-9], uniformly drawn. */
export function roomSecret(): string {
  let s = '';
  for (let i = 0; i < ROOM_SECRET_LENGTH; i += 1) s += SECRET_ALPHABET[randomInt(0, SECRET_ALPHABET.length)];
  return s;
}

/** Who asks to join: a student (a profile) or a staff account. */
export type LiveClassCaller = { kind: 'student'; profileId: string } | { kind: 'staff'; userId: string };

const noLiveClass = () => notFound('No such live class.', 'LIVE_CLASS_NOT_FOUND');

/** 423 LIVE_CLASS_LOCKED when the live class may not be joined now (`details[0].reason` `not_open_yet` or `ended`); staff may before it has ended. */
export function assertJoinable(live: LiveClass, staff: boolean): void {
  if (canJoinLiveClass(live.state, staff)) return;
  const ended = live.state === 'ended';
  const message = ended ? 'This live class has ended.' : `This live class opens at ${new Date(live.opens_at).toISOString()}.`;
  throw new AppError(423, 'LIVE_CLASS_LOCKED', message, [{ path: 'liveClassId', message, reason: ended ? 'ended' : 'not_open_yet' }]);
}

/**
 * Live classes (issue 23 §3; platform.md §2 live class, §2.4 lock overlay; decision 041): scheduled by
 * a class's staff, listed for staff and students with their state, and joined through the
 * provider's iframe (Jitsi Meet). The room's name carries a random secret handed only to the
 * class's members in the join call; students join from 10 minutes before the start to 15 after
 * the end, staff any time before it has ended; moderator rights for the teacher and the admins.
 */
export class LiveClassesService {
  constructor(
    private readonly repo: LiveClassesRepository,
    private readonly schools: Pick<SchoolsService, 'staffClass' | 'studentClass' | 'accountName' | 'profileFirstName'>,
    private readonly assignments: Pick<AssignmentsService, 'chapterOfExam'>,
    private readonly config: LiveClassConfig,
    private readonly now: () => number,
  ) {}

  private view(v: LiveClassView): LiveClass {
    const startsAt = v.l.startsAt.getTime();
    return {
      id: v.l.id,
      class_id: v.l.classId,
      class_name: v.className,
      title: v.l.title,
      starts_at: startsAt,
      duration_minutes: v.l.durationMinutes,
      chapter_code: v.l.chapterCode,
      chapter_name: v.l.chapterCode ? (v.chapterName ?? v.l.chapterCode) : null,
      teacher_first_name: v.teacherFirstName ?? '',
      state: liveClassState(startsAt, v.l.durationMinutes, this.now()),
      opens_at: liveClassOpensAt(startsAt),
      recording_url: v.l.recordingUrl,
    };
  }

  /** POST /api/classes/{id}/live-classes (staff). 400 STARTS_IN_PAST (body.starts_at), UNKNOWN_CHAPTER (body.chapter_code). */
  async create(userId: string, classId: string, body: CreateLiveClass): Promise<LiveClass> {
    const { view } = await this.schools.staffClass(userId, classId);
    const now = this.now();
    if (body.starts_at <= now) {
      const message = 'starts_at has already passed.';
      throw new AppError(400, 'STARTS_IN_PAST', message, [{ path: 'body.starts_at', message }]);
    }
    if (body.chapter_code && !(await this.assignments.chapterOfExam(view.c.examCode, body.chapter_code))) {
      const message = `'${body.chapter_code}' is not a chapter of this class’s exam.`;
      throw new AppError(400, 'UNKNOWN_CHAPTER', message, [{ path: 'body.chapter_code', message }]);
    }
    const id = newId();
    await this.repo.insert({
      id,
      classId,
      title: body.title,
      startsAt: new Date(body.starts_at),
      durationMinutes: body.duration_minutes,
      chapterCode: body.chapter_code ?? null,
      roomName: liveClassRoomName(this.config.namespace, body.title, roomSecret()),
      recordingUrl: null,
      createdAt: new Date(now),
    });
    return this.view((await this.repo.find(id))!);
  }

  /** GET /api/classes/{id}/live-classes (staff): by start time. */
  async listForClass(userId: string, classId: string): Promise<LiveClass[]> {
    await this.schools.staffClass(userId, classId);
    return (await this.repo.ofClass(classId)).map((v) => this.view(v));
  }

  /** GET /api/live-classes: a student's (the classes it is in) or a staff account's (the classes it teaches or administers). */
  async list(caller: LiveClassCaller): Promise<LiveClass[]> {
    const rows = caller.kind === 'student' ? await this.repo.ofStudent(caller.profileId) : await this.repo.ofStaff(caller.userId);
    return rows.map((v) => this.view(v));
  }

  /**
   * The live class when the caller is its class's student or staff (with its view now, and whether
   * the caller is staff: moderates, pushes questions); 404 LIVE_CLASS_NOT_FOUND otherwise. The
   * quick questions check their callers here too.
   */
  async reach(caller: LiveClassCaller, liveClassId: string): Promise<{ v: LiveClassView; live: LiveClass; staff: boolean }> {
    const v = await this.repo.find(liveClassId);
    if (!v) throw noLiveClass();
    if (caller.kind === 'student') await this.schools.studentClass(caller.profileId, v.l.classId).catch(() => Promise.reject(noLiveClass()));
    else await this.schools.staffClass(caller.userId, v.l.classId).catch(() => Promise.reject(noLiveClass()));
    return { v, live: this.view(v), staff: caller.kind === 'staff' };
  }

  /**
   * GET /api/live-classes/{id}/join: what the page embeds. 404 LIVE_CLASS_NOT_FOUND for anyone but
   * the class's students and staff; 503 LIVE_CLASS_UNCONFIGURED with LIVE_CLASS_PROVIDER=none; 423
   * LIVE_CLASS_LOCKED outside the window (`details[0].reason` `not_open_yet` or `ended`). With
   * JITSI_APP_ID / JITSI_APP_SECRET, `jwt` is the member's meeting token (`meetingToken`), else null.
   */
  async join(caller: LiveClassCaller, liveClassId: string): Promise<LiveClassJoin> {
    const { v, live, staff } = await this.reach(caller, liveClassId);
    if (this.config.provider === 'none') throw new AppError(503, 'LIVE_CLASS_UNCONFIGURED', 'Live classes are not set up on this server.');
    assertJoinable(live, staff);
    let displayName: string;
    if (caller.kind === 'student') displayName = (await this.schools.profileFirstName(caller.profileId)) ?? '';
    else {
      const name = await this.schools.accountName(caller.userId);
      displayName = name ? `${name.firstName} ${name.lastName}`.trim() : '';
    }
    const jwt = this.config.token
      ? await meetingToken(
          this.config.token,
          { domain: this.config.domain, roomName: v.l.roomName, endsAt: live.starts_at + live.duration_minutes * 60_000 },
          { id: caller.kind === 'student' ? caller.profileId : caller.userId, name: displayName, moderator: staff },
          this.now(),
        )
      : null;
    return { live_class: live, provider: 'jitsi', domain: this.config.domain, room_name: v.l.roomName, display_name: displayName, moderator: staff, jwt };
  }

  /**
   * PUT /api/live-classes/{id}/recording (staff): the recording's link (https), or null to take it
   * away; the class as listed after. 404 LIVE_CLASS_NOT_FOUND; 409 LIVE_CLASS_NOT_ENDED before the
   * class has ended (nothing is recorded yet).
   */
  async setRecording(userId: string, liveClassId: string, url: string | null): Promise<LiveClass> {
    const { v, live } = await this.reach({ kind: 'staff', userId }, liveClassId);
    if (live.state !== 'ended' && url !== null)
      throw new AppError(409, 'LIVE_CLASS_NOT_ENDED', 'A recording can be added once the live class has ended.', [
        { path: 'body.recording_url', message: 'the live class has not ended yet' },
      ]);
    await this.repo.setRecording(liveClassId, url);
    return this.view({ ...v, l: { ...v.l, recordingUrl: url } });
  }

  /** DELETE /api/live-classes/{id} (staff). */
  async remove(userId: string, liveClassId: string): Promise<void> {
    await this.reach({ kind: 'staff', userId }, liveClassId);
    await this.repo.delete(liveClassId);
  }
}
