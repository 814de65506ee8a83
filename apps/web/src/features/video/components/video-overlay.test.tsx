import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import type { VideoDetail } from '@abhyas/contracts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import VideoOverlay from './video-overlay.tsx';

// Vidstack needs real media in a browser; here a stand-in player keeps the same surface the
// overlay uses (currentTime, paused, play, pause, the event props), so the overlay's own logic is tested.
interface FakeProps {
  ref?: Ref<unknown>;
  src: unknown;
  autoPlay?: boolean;
  children?: ReactNode;
  onPlay?: (e: { currentTarget: unknown }) => void;
  onPause?: (e: { currentTarget: unknown }) => void;
  onTimeUpdate?: (d: { currentTime: number }) => void;
  onError?: (d: { code: number; message: string }) => void;
  onDurationChange?: (d: number) => void;
  onEnded?: () => void;
}
class FakePlayer {
  currentTime = 0;
  paused = true;
  muted = false;
  props!: FakeProps;
  state = { duration: 40 };
  play = vi.fn(async () => {
    this.paused = false;
    this.props.onPlay?.({ currentTarget: this });
  });
  pause = vi.fn(async () => {
    if (this.paused) return;
    this.paused = true;
    this.props.onPause?.({ currentTarget: this });
  });
}
const players: FakePlayer[] = [];
vi.mock('@vidstack/react', () => ({
  MediaPlayer(props: FakeProps) {
    const inst = useRef<FakePlayer | null>(null);
    if (!inst.current) {
      inst.current = new FakePlayer();
      players.push(inst.current);
    }
    inst.current.props = props;
    useImperativeHandle(props.ref, () => inst.current, []);
    useEffect(() => {
      props.onDurationChange?.(40);
      if (props.autoPlay) void inst.current?.play();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <div data-testid="fake-player" data-src={JSON.stringify(props.src)}>
        {props.children}
      </div>
    );
  },
  MediaProvider: ({ children }: { children?: ReactNode }) => <>{children}</>,
  Track: (p: { kind: string; src: string; label: string; lang: string; default?: boolean }) => (
    <track kind={p.kind} src={p.src} label={p.label} srcLang={p.lang} default={p.default} />
  ),
  useCaptionOptions: () => [],
  useActiveTextTrack: () => null,
  useActiveTextCues: () => [],
  isHLSProvider: () => false,
  useMediaRemote: () => ({ seek: vi.fn(), togglePaused: vi.fn(), toggleMuted: vi.fn(), changePlaybackRate: vi.fn() }),
  useMediaState: (key: string) =>
    ({ paused: true, waiting: false, canPlay: true, currentTime: 0, duration: 40, playbackRate: 1, muted: false, started: false })[key],
  useVideoQualityOptions: () => [],
}));

const VIDEO: VideoDetail = {
  code: 'v-1',
  title: 'Trigonometric ratios',
  lengthS: 40,
  thumbnail: null,
  sourceType: 'cdn',
  owner: 'Abhyas',
  chapterCode: 'ch-8',
  topicCode: null,
  description: '',
  language: 'en',
  url: '/media/trig.mp4',
  fallbackUrl: '/media/trig-240p.mp4',
  previewUrl: null,
  teaserUrl: null,
  ownerUrl: null,
  license: null,
  chapter: { code: 'ch-8', name: 'Trigonometry' },
  concepts: [],
  annotations: [{ pointS: 4, questionCodes: ['q-1', 'q-2'] }],
  isPublic: false,
  captions: [],
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
function serve(opts: { status?: { content_status: string | null; watched_duration: number }; video?: Partial<VideoDetail> } = {}) {
  calls = [];
  const statusData = {
    child_id: 'p-1',
    content_id: 'v-1',
    content_type: 'Video',
    content_status: opts.status?.content_status ?? null,
    length: 40,
    watched_duration: opts.status?.watched_duration ?? 0,
    ever_completed: false,
    updated_at: null,
    ...Object.fromEntries(
      [
        'exam_name',
        'goal',
        'book_id',
        'context',
        'topic_learnpath_name',
        'module',
        'source',
        'locale',
        'homework_id',
        'platform_session_id',
        'school_id',
        'class_id',
      ].map((k) => [k, null]),
    ),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      const state = { content_id: 'v-1', content_type: 'Video', bookmarked: false, liked: false };
      switch (`${method} ${url.pathname}`) {
        case 'GET /api/content/videos/v-1':
          return jsonResponse(200, { ...VIDEO, ...opts.video });
        case 'GET /api/content/content-status/v-1/Video':
        case 'POST /api/content/content-status':
          return jsonResponse(200, { data: statusData });
        case 'POST /api/content/useractivity':
          return jsonResponse(200, { data: { activity_id: 'a', recorded: true } });
        case 'GET /api/learn/cdn_url':
          return jsonResponse(200, { data: `${url.searchParams.get('url')}?sig=ok`, expires_at: 1, quality: 'auto' });
        case 'GET /api/learn/bookmark':
          return jsonResponse(200, { data: [{ content_id: 'v-1', content_type: 'Video', status: false, liked: false }] });
        case 'POST /api/learn/like':
          return jsonResponse(200, { data: { ...state, liked: true } });
        default:
          return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
      }
    }),
  );
}
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

beforeEach(() => {
  players.length = 0;
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function open(onClose = vi.fn()) {
  renderWithApp(<VideoOverlay videoId="v-1" onClose={onClose} onNavigate={vi.fn()} />);
  return onClose;
}
const player = () => players.at(-1)!;

describe('video overlay (learning.md §2 Video overlay, §4 Video)', () => {
  it('asks to resume an INPROGRESS video; Yes continues at the watched time', async () => {
    serve({ status: { content_status: 'INPROGRESS', watched_duration: 12 } });
    open();
    const ask = await screen.findByRole('alertdialog', { name: 'Continue where you left off?' });
    expect(ask).toHaveTextContent('You stopped at 0:12.');
    expect(screen.getByRole('dialog', { name: 'Trigonometric ratios' })).toBeInTheDocument();
    expect(player().play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(player().currentTime).toBe(12);
    expect(player().play).toHaveBeenCalledOnce();
    await waitFor(() => expect(posted('/api/content/content-status')[0]?.body).toMatchObject({ status: 'STARTED', watched_duration: 12, restart: false }));
  });

  it('sends a school assignment’s homework, school and class ids with the progress, so the viewing counts for it (issue 23 §2)', async () => {
    serve({ status: { content_status: 'INPROGRESS', watched_duration: 12 } });
    renderWithApp(
      <VideoOverlay videoId="v-1" onClose={vi.fn()} onNavigate={vi.fn()} school={{ homework_id: 'hw-1', school_id: 'inst-1', class_id: 'cls-1' }} />,
    );
    await screen.findByRole('alertdialog', { name: 'Continue where you left off?' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    await waitFor(() =>
      expect(posted('/api/content/content-status')[0]?.body).toMatchObject({ status: 'STARTED', homework_id: 'hw-1', school_id: 'inst-1', class_id: 'cls-1' }),
    );
  });

  it('No on the resume prompt restarts from 0 and tells the server it is a restart', async () => {
    serve({ status: { content_status: 'INPROGRESS', watched_duration: 12 } });
    open();
    await screen.findByRole('alertdialog', { name: 'Continue where you left off?' });
    fireEvent.click(screen.getByRole('button', { name: 'No, start over' }));
    expect(player().currentTime).toBe(0);
    await waitFor(() => expect(posted('/api/content/content-status')[0]?.body).toMatchObject({ status: 'STARTED', watched_duration: 0, restart: true }));
  });

  it('routes Escape through the close flow: the first asks (and pauses), Close stops and reports progress and activity', async () => {
    serve();
    const onClose = open();
    await waitFor(() => expect(player().play).toHaveBeenCalled());
    player().currentTime = 9.7;
    fireEvent.keyDown(screen.getByTestId('video-overlay'), { key: 'Escape' });
    expect(await screen.findByRole('alertdialog', { name: 'Close video?' })).toBeInTheDocument();
    expect(player().paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(player().paused).toBe(false);
    // The prompt was shown once: the next close goes straight through.
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(posted('/api/content/useractivity')).toHaveLength(1));
    expect(posted('/api/content/useractivity')[0]?.body).toMatchObject({ content_id: 'v-1', watched_duration: 9, activity_type: 'VideoClosed' });
    expect(posted('/api/content/content-status').at(-1)?.body).toMatchObject({ watched_duration: 9, status: 'INPROGRESS' });
  });

  it('pauses at an annotation, opens the practice frame 3 s later, and resumes on CLOSE_IFRAME', async () => {
    serve();
    open();
    await waitFor(() => expect(player().play).toHaveBeenCalled());
    act(() => player().props.onTimeUpdate?.({ currentTime: 3.6 }));
    act(() => player().props.onTimeUpdate?.({ currentTime: 4.1 }));
    expect(player().pause).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('practice-frame')).not.toBeInTheDocument();
    const frame = await screen.findByTestId('practice-frame', {}, { timeout: 4500 });
    expect(frame.getAttribute('src')).toBe('/practice?mode=AdhocPractice&video_id=v-1&conceptCode=&title=&iframe=true&questionCode=q-1,q-2');
    // A message from elsewhere does nothing; the app's own origin closes the frame.
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: { event: 'CLOSE_IFRAME' }, origin: 'https://evil.example' })));
    expect(screen.getByTestId('practice-frame')).toBeInTheDocument();
    // The frame's message listener is attached by an effect just after the frame shows: send the
    // message until it is heard (a repeat is harmless).
    await waitFor(() => {
      act(() => void window.dispatchEvent(new MessageEvent('message', { data: { event: 'CLOSE_IFRAME' }, origin: window.location.origin })));
      expect(screen.queryByTestId('practice-frame')).not.toBeInTheDocument();
    });
    expect(player().paused).toBe(false);
  });

  it('announces the quick check while paused at an annotation; Skip plays on, and the next play of the video runs through (issue 15)', async () => {
    serve();
    open();
    await waitFor(() => expect(player().play).toHaveBeenCalled());
    act(() => player().props.onTimeUpdate?.({ currentTime: 3.6 }));
    act(() => player().props.onTimeUpdate?.({ currentTime: 4.1 }));
    const card = await screen.findByRole('alertdialog', { name: 'Quick check' });
    expect(card).toHaveTextContent('2 questions on what you just watched open in a moment.');
    expect(player().paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(player().paused).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 3200));
    expect(screen.queryByTestId('practice-frame')).not.toBeInTheDocument();
    cleanup();

    // The same video opened again: it plays through the point without stopping.
    serve();
    open();
    await waitFor(() => expect(players.length).toBe(2));
    await waitFor(() => expect(player().play).toHaveBeenCalled());
    act(() => player().props.onTimeUpdate?.({ currentTime: 3.6 }));
    act(() => player().props.onTimeUpdate?.({ currentTime: 4.1 }));
    expect(player().pause).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('starts over a completed video: its first record restarts the progress, so closing halfway can be resumed (issue 15)', async () => {
    serve({ status: { content_status: 'COMPLETED', watched_duration: 40 } });
    open();
    await waitFor(() => expect(player().play).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(posted('/api/content/content-status')[0]?.body).toMatchObject({ status: 'STARTED', watched_duration: 0, restart: true }));
  });

  it('says a YouTube video that fails is not available and offers the chapter, with no spinner (issue 15)', async () => {
    serve({ video: { url: 'https://www.youtube.com/watch?v=Jsiy4TxgIME', fallbackUrl: null, sourceType: 'youtube' } });
    const onNavigate = vi.fn();
    renderWithApp(<VideoOverlay videoId="v-1" onClose={vi.fn()} onNavigate={onNavigate} />);
    await screen.findByTestId('fake-player');
    act(() => player().props.onError?.({ code: 150, message: 'embedding not allowed' }));
    const alert = await screen.findByRole('alert', { name: 'This video is not available' });
    expect(screen.queryByTestId('fake-player')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Go to the chapter' }));
    expect(onNavigate).toHaveBeenCalledWith('/learn/summary/ch-8');
  });

  it('switches to the fallback on a media error, and offers Reload when there is none', async () => {
    serve();
    open();
    await waitFor(() => expect(screen.getByTestId('fake-player').dataset.src).toContain('/media/trig.mp4?sig=ok'));
    act(() => player().props.onError?.({ code: 4, message: 'not supported' }));
    await waitFor(() => expect(screen.getByTestId('fake-player').dataset.src).toContain('/media/trig-240p.mp4?sig=ok'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => player().props.onError?.({ code: 4, message: 'not supported' }));
    const ask = await screen.findByRole('alertdialog', { name: 'The video stopped' });
    expect(ask).toHaveTextContent('Something went wrong while playing this video. Reload it to try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('flips like only after the server answered, and ignores clicks while the call is in flight', async () => {
    serve();
    open();
    const like = await screen.findByRole('button', { name: 'Like this video' });
    fireEvent.click(like);
    fireEvent.click(like);
    expect(screen.getByRole('button', { name: 'Like this video' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('button', { name: 'Remove like' })).toHaveAttribute('aria-pressed', 'true');
    expect(posted('/api/learn/like')).toHaveLength(1);
    expect(posted('/api/learn/like')[0]?.body).toMatchObject({ content_id: 'v-1', content_type: 'Video', content_category_type: 'Learn', liked: true });
  });

  it("adds the video's caption tracks, the interface language's shown from the start (issue 16 §4)", async () => {
    const captions = [
      { language: 'en', label: 'English', src: '/media/trig.en.vtt?exp=1&sig=a' },
      { language: 'hi', label: 'हिन्दी', src: '/media/trig.hi.vtt?exp=1&sig=b' },
    ];
    serve({ video: { captions } });
    open();
    await screen.findByTestId('fake-player');
    await waitFor(() => expect(document.querySelectorAll('track')).toHaveLength(2));
    const tracks = [...document.querySelectorAll('track')];
    expect(tracks.map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src'), t.default])).toEqual([
      ['captions', 'en', 'English', '/media/trig.en.vtt?exp=1&sig=a', true],
      ['captions', 'hi', 'हिन्दी', '/media/trig.hi.vtt?exp=1&sig=b', false],
    ]);
  });

  it('shows no like or bookmark and loads no bookmark state for public content', async () => {
    serve({ video: { isPublic: true } });
    renderWithApp(<VideoOverlay videoId="v-1" isPublic onClose={vi.fn()} onNavigate={vi.fn()} />);
    await screen.findByTestId('fake-player');
    expect(screen.queryByRole('button', { name: 'Like this video' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/learn/bookmark')).toBe(false);
  });
});
