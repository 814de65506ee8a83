import { AppError, notImplemented } from '../../lib/app-error.ts';

export interface ExternalIdentity {
  provider: string;
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  mobile?: string | null;
  firstName: string;
  lastName: string;
}

export interface SocialConfig {
  google?: { clientId: string; clientSecret: string } | undefined;
  facebook?: { appId: string; appSecret: string } | undefined;
  sso?: { verifyUrl: string; apiKey?: string | undefined } | undefined;
}

const failed = (what: string) => new AppError(401, 'SOCIAL_SIGN_IN_FAILED', `${what} sign-in failed. Please try again.`);

/**
 * Real OAuth 2.0 authorization-code exchanges for Google and Facebook, and SSO token verification
 * (platform.md §7.2). Unconfigured providers answer 501 with a clear message.
 */
export class SocialSignIn {
  constructor(
    private readonly config: SocialConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** GET providers: which of Google, Facebook and SSO are configured, with what the web app needs to start each. */
  providers() {
    const g = this.config.google;
    const f = this.config.facebook;
    return {
      google: { enabled: Boolean(g), client_id: g?.clientId ?? null, authorize_url: g ? 'https://accounts.google.com/o/oauth2/v2/auth' : null },
      facebook: { enabled: Boolean(f), client_id: f?.appId ?? null, authorize_url: f ? 'https://www.facebook.com/v19.0/dialog/oauth' : null },
      sso: { enabled: Boolean(this.config.sso) },
    };
  }

  private async json(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
    const res = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** Exchanges a Google authorization code for the identity behind it; 501 when not configured, 401 SOCIAL_SIGN_IN_FAILED. */
  async google(code: string, redirectUri: string): Promise<ExternalIdentity> {
    const g = this.config.google;
    if (!g) throw notImplemented('Google sign-in is not configured on this server (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).');
    try {
      const token = await this.json('https://oauth2.googleapis.com/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code, client_id: g.clientId, client_secret: g.clientSecret, redirect_uri: redirectUri, grant_type: 'authorization_code' }),
      });
      const info = await this.json('https://openidconnect.googleapis.com/v1/userinfo', { headers: { authorization: `Bearer ${String(token.access_token)}` } });
      if (typeof info.sub !== 'string') throw new Error('no subject');
      return {
        provider: 'google',
        subject: info.sub,
        email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
        emailVerified: info.email_verified === true,
        firstName: typeof info.given_name === 'string' ? info.given_name : '',
        lastName: typeof info.family_name === 'string' ? info.family_name : '',
      };
    } catch {
      throw failed('Google');
    }
  }

  /** Exchanges a Facebook authorization code for the identity behind it; 501 when not configured, 401 SOCIAL_SIGN_IN_FAILED. */
  async facebook(code: string, redirectUri: string): Promise<ExternalIdentity> {
    const f = this.config.facebook;
    if (!f) throw notImplemented('Facebook sign-in is not configured on this server (set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET).');
    try {
      const q = new URLSearchParams({ client_id: f.appId, client_secret: f.appSecret, redirect_uri: redirectUri, code });
      const token = await this.json(`https://graph.facebook.com/v19.0/oauth/access_token?${q}`);
      const me = await this.json(
        `https://graph.facebook.com/me?${new URLSearchParams({ fields: 'id,first_name,last_name,email', access_token: String(token.access_token) })}`,
      );
      if (typeof me.id !== 'string') throw new Error('no id');
      return {
        provider: 'facebook',
        subject: me.id,
        email: typeof me.email === 'string' ? me.email.toLowerCase() : null,
        emailVerified: typeof me.email === 'string',
        firstName: typeof me.first_name === 'string' ? me.first_name : '',
        lastName: typeof me.last_name === 'string' ? me.last_name : '',
      };
    } catch {
      throw failed('Facebook');
    }
  }

  /** Verifies a partner SSO token: POST {SSO_VERIFY_URL} `{ token }` → `{ id, first_name, last_name?, email?, mobile? }`. */
  async sso(token: string): Promise<ExternalIdentity> {
    const s = this.config.sso;
    if (!s) throw notImplemented('Single sign-on is not configured on this server (set SSO_VERIFY_URL).');
    try {
      const info = await this.json(s.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(s.apiKey ? { 'x-api-key': s.apiKey } : {}) },
        body: JSON.stringify({ token }),
      });
      if (typeof info.id !== 'string' && typeof info.id !== 'number') throw new Error('no id');
      return {
        provider: 'sso',
        subject: String(info.id),
        email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
        emailVerified: typeof info.email === 'string',
        mobile: typeof info.mobile === 'string' ? info.mobile : null,
        firstName: typeof info.first_name === 'string' ? info.first_name : '',
        lastName: typeof info.last_name === 'string' ? info.last_name : '',
      };
    } catch {
      throw failed('Single sign-on');
    }
  }
}
