import { createHash } from 'node:crypto';
import type { DeliverySettings } from '@abhyas/contracts';
import { isTimeZone, pushTiming, type QuietHours } from '@abhyas/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { NotificationsService, NotifyInput } from '../notifications.service.ts';
import type { EmailChannel, PushChannel, TextChannel } from './channels.ts';
import type { DeliveryPayload, DeliveryRepository, DeliveryRow, Recipient } from './delivery.repository.ts';
import { emailOf, renderMessage, type RenderedMessage } from './messages.ts';

/** The channels this server can send on; an absent one is off (SMS and WhatsApp until configured). */
export interface DeliveryChannels {
  email?: EmailChannel;
  push?: PushChannel;
  sms?: TextChannel;
  whatsapp?: TextChannel;
}

/** What happened on each channel of one delivery. */
export type ChannelOutcome = 'sent' | 'already' | 'held' | 'off' | 'failed';
export type DeliveryReport = Partial<Record<'IA' | 'EM' | 'PN' | 'SMS' | 'WA', ChannelOutcome>>;

export interface DeliveryOptions {
  /** The app's public origin: e-mails link to `${origin}${link}`. */
  origin: string;
  quietHours: QuietHours;
  /**
   * Runs after a channel's send returned and before the delivery is recorded as sent (tests throw
   * here to simulate a crash between the send and its commit).
   */
  afterSend?: (channel: string, eventKey: string) => Promise<void> | void;
}

/** Raised when a channel's send failed: the job is retried; channels already sent are not sent again. */
export class DeliveryFailed extends Error {
  constructor(readonly report: DeliveryReport) {
    super(
      `notification delivery failed on ${Object.keys(report)
        .filter((k) => report[k as keyof DeliveryReport] === 'failed')
        .join(', ')}`,
    );
  }
}

/**
 * Delivers a notification to a profile on every channel it allows (issue 20 §2; platform.md §3
 * preference channels; decision 034): in-app (unless IA is off), e-mail to the account's verified
 * address in the profile's language (plain text and HTML), Web Push to the profile's subscribed
 * browsers (held during quiet hours unless the student allows pushes at night), SMS and WhatsApp
 * when configured and chosen.
 *
 * At-least-once and idempotent per (event key = `dedupeKey`, profile, channel): each channel's
 * send is claimed by a committed `notification_deliveries` row first and marked sent after, so a
 * job run again (a retry, a crash, a second worker) sends nothing twice; a send that threw is
 * released for the retry. A crash between a send and its record leaves the row `sending`: it is
 * never sent again (at most one copy in that narrow window; decision 034).
 */
export class DeliveryService {
  constructor(
    private readonly repo: DeliveryRepository,
    private readonly notifications: Pick<NotificationsService, 'notify' | 'preferences'>,
    private readonly channels: DeliveryChannels,
    private readonly now: () => number,
    private readonly options: DeliveryOptions,
  ) {}

  /** The VAPID public key browsers subscribe with, or null when Web Push is off. */
  get vapidPublicKey(): string | null {
    return this.channels.push?.publicKey ?? null;
  }

  /** GET /api/notification/delivery-settings: the profile's time zone, pushes at night, and the quiet hours. */
  async settings(profileId: string): Promise<DeliverySettings> {
    const s = await this.repo.settings(profileId);
    return { time_zone: s.timeZone, push_at_night: s.pushAtNight, quiet_hours: { ...this.options.quietHours } };
  }

  /** PUT /api/notification/delivery-settings: either or both; 400 naming `time_zone` when it is not an IANA zone. */
  async setSettings(profileId: string, b: { time_zone?: string | undefined; push_at_night?: boolean | undefined }): Promise<DeliverySettings> {
    if (b.time_zone !== undefined && !isTimeZone(b.time_zone)) {
      throw new AppError(400, 'VALIDATION_FAILED', `Invalid body: time_zone: not a known time zone (${b.time_zone})`, [
        { path: 'body.time_zone', message: 'not a known IANA time zone, e.g. Asia/Kolkata' },
      ]);
    }
    const s = await this.repo.settings(profileId);
    await this.repo.setSettings(profileId, { timeZone: b.time_zone ?? s.timeZone, pushAtNight: b.push_at_night ?? s.pushAtNight }, new Date(this.now()));
    return this.settings(profileId);
  }

  /**
   * Delivers `input` to `profileId` now (the job's work; other modules enqueue through
   * `NotificationJobs.enqueue` instead). Returns what happened per channel; throws DeliveryFailed
   * when a channel failed (after trying the others), so that the job is retried.
   */
  async deliver(profileId: string, input: NotifyInput): Promise<DeliveryReport> {
    const recipient = await this.repo.recipient(profileId);
    if (!recipient) return {};
    const prefs = await this.notifications.preferences(profileId);
    const msg = renderMessage(input.kind, recipient.locale, input.params ?? {}, { title: input.title, body: input.body ?? '' });
    const payload: DeliveryPayload = { title: msg.title, body: msg.body, url: input.link ?? null };
    const report: DeliveryReport = {};
    const key = input.dedupeKey;

    // In-app: always, unless the profile turned it off; its record is unique per dedupe key.
    report.IA = prefs.IA ? ((await this.notifications.notify(profileId, { ...input, title: msg.title, body: msg.body })) ? 'sent' : 'off') : 'off';

    report.EM =
      prefs.EM && recipient.email && this.channels.email
        ? await this.once(key, recipient, 'EM', payload, async () => {
            const mail = emailOf(msg, payload.url ? this.absolute(payload.url) : null);
            await this.channels.email!.send({ to: recipient.email!, ...mail, messageId: messageId(key, profileId) });
            return recipient.email;
          })
        : 'off';

    report.PN = prefs.PN && this.channels.push ? await this.push(key, recipient, payload) : 'off';

    const text = (m: RenderedMessage) => [m.title, m.body, payload.url ? this.absolute(payload.url) : null].filter(Boolean).join('\n');
    for (const [ch, sender] of [
      ['SMS', this.channels.sms],
      ['WA', this.channels.whatsapp],
    ] as const) {
      report[ch] =
        prefs[ch] && recipient.mobile && sender
          ? await this.once(key, recipient, ch, payload, async () => {
              await sender.send(recipient.mobile!, text(msg));
              return recipient.mobile;
            })
          : 'off';
    }

    if (Object.values(report).includes('failed')) throw new DeliveryFailed(report);
    return report;
  }

  /** Sends the held pushes whose quiet hours ended (at most `limit`); how many went out. */
  async releaseHeld(limit = 200): Promise<number> {
    let sent = 0;
    for (const row of await this.repo.dueHeld(new Date(this.now()), limit)) {
      const recipient = await this.repo.recipient(row.profileId);
      if (!recipient) continue;
      // Push turned off during the night: the held push is dropped, not sent.
      if (!(await this.notifications.preferences(row.profileId)).PN) {
        await this.repo.markDropped(row.id, 'push turned off while held', new Date(this.now()));
        continue;
      }
      const outcome = await this.sendPush(row.eventKey, recipient, row.payload).catch(() => 'failed' as const);
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  /** A push now, or held until the quiet hours end. */
  private async push(key: string, r: Recipient, payload: DeliveryPayload): Promise<ChannelOutcome> {
    const targets = await this.repo.webPushTargets(r);
    if (targets.length === 0) return 'off';
    const now = this.now();
    const timing = pushTiming(now, r.timeZone, r.pushAtNight, this.options.quietHours);
    if (!timing.send) {
      return (await this.repo.hold(key, r.profileId, 'PN', payload, new Date(timing.at), new Date(now))) ? 'held' : 'already';
    }
    return this.sendPush(key, r, payload);
  }

  /** Claims and sends the push to every subscription of the profile. */
  private sendPush(key: string, r: Recipient, payload: DeliveryPayload): Promise<ChannelOutcome> {
    return this.once(key, r, 'PN', payload, async () => {
      const targets = await this.repo.webPushTargets(r);
      let ok = 0;
      let failed = 0;
      for (const target of targets) {
        const outcome = await this.channels.push!.send(
          target,
          { title: payload.title, body: payload.body, url: payload.url ?? '/notifications', tag: key },
          key,
        );
        if (outcome === 'sent') ok += 1;
        else if (outcome === 'gone') await this.repo.dropPushToken(target.id);
        else failed += 1;
      }
      if (failed > 0 && ok === 0) throw new Error(`push failed on ${failed} subscription(s)`);
      return `${ok} of ${targets.length} subscription(s)`;
    });
  }

  /** One channel's send, claimed before and recorded after (see the class comment). */
  private async once(key: string, r: Recipient, channel: string, payload: DeliveryPayload, send: () => Promise<string | null>): Promise<ChannelOutcome> {
    const claimed: DeliveryRow | null = await this.repo.claim(key, r.profileId, channel, payload, new Date(this.now()));
    if (!claimed) return 'already';
    let detail: string | null;
    try {
      detail = await send();
    } catch (err) {
      await this.repo.markFailed(claimed.id, (err as Error).message ?? String(err), new Date(this.now()));
      return 'failed';
    }
    await this.options.afterSend?.(channel, key);
    await this.repo.markSent(claimed.id, detail, new Date(this.now()));
    return 'sent';
  }

  private absolute(link: string): string {
    return /^https?:\/\//u.test(link) ? link : `${this.options.origin.replace(/\/$/u, '')}${link.startsWith('/') ? '' : '/'}${link}`;
  }
}

/** A stable e-mail Message-ID for (event, profile). */
function messageId(key: string, profileId: string): string {
  return `<${createHash('sha256').update(`${key} ${profileId}`).digest('hex').slice(0, 32)}@abhyas.notifications>`;
}
