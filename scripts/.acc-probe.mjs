import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:38411';
const PASSWORD = 'Vidya#2026ok';
const out = '/tmp/acc/shots';
async function account() {
  const mobile = `6${String(Date.now() % 1e9).padStart(9, '0')}`;
  const post = (path, body, headers = {}) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/sign-up', { first_name: 'Shot', last_name: 'Parent', mobile, password: PASSWORD });
  let otp = null;
  for (let i = 0; i < 40 && !otp; i += 1) { const box = await (await fetch(`${base}/api/dev/outbox`)).json(); otp = box.messages.find((m) => m.to === mobile && m.otp)?.otp ?? null; if (!otp) await new Promise((r) => setTimeout(r, 250)); }
  const verify = await post('/api/auth/verifyOtp', { otp }, { 'x-otp-token': signUp.headers.get('x-otp-token') ?? '' });
  const token = verify.headers.get('x-auth-token') ?? '';
  const added = await post('/api/auth/add_profile', { first_name: 'Anika', goal: 'preug', exam: 'jee-main' }, { authorization: `Bearer ${token}` });
  const id = (await added.json()).data.id;
  await fetch(`${base}/api/profiles/${id}/accommodations`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ display: { high_contrast: true, text_scale: 200 }, compensatory_time: { benchmark_disability: true, basis: 'UDID certificate' } }) });
  return mobile;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const width of [320]) {
  const mobile = await account();
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[autocomplete="username"], input[name="login"]').first().fill(mobile);
  await page.locator('input[type="password"]').first().fill(PASSWORD);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL(/\/(learn|practice|test)\/home|browse-profile/, { timeout: 30000 });
  if (page.url().includes('browse-profile')) { await page.locator('button', { hasText: 'Anika' }).first().click(); await page.waitForURL(/\/home/); }
  await page.goto(`${base}/profile/accessibility`);
  await page.getByText('Extra time in tests').waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  
  await page.goto(`${base}/mock-test/jee-main-mock-1/session`);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /i am ready to begin/i }).click();
  await page.getByRole('heading', { name: 'Question No. 1' }).waitFor({ timeout: 30000 });
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(width, 'overflow', overflow);
  const wide = await page.evaluate(() => { const w = document.documentElement.clientWidth; return [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 25).map((e) => `${e.tagName}.${String(e.className).slice(0,60)} r=${Math.round(e.getBoundingClientRect().right)} w=${Math.round(e.getBoundingClientRect().width)}`); });
  console.log(wide.join('\n'));
  await page.screenshot({ path: `${out}/test-${width}.png` });
  await context.close();
}
await browser.close();
