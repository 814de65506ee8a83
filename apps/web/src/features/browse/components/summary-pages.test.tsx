import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { CHAPTER, EMPTY_CHAPTER, NOTE, TOPIC, VIDEO } from '../test-fixtures.ts';
import { ChapterSummaryPage } from './chapter-summary-page.tsx';
import { TopicSummaryPage } from './topic-summary-page.tsx';
import { VideoSummaryPage } from './video-summary-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('chapter page (/learn/summary/{id}, /practice/summary/{id})', () => {
  it('shows the header, topics, videos, practice counts, tests, cheat sheets and books with their links', async () => {
    mockApi({
      '/api/content/chapters/phy-11-02': CHAPTER,
      '/api/content/cheat-sheets/cs-kinematics': {
        code: 'cs-kinematics',
        title: 'Kinematics formulas',
        language: 'en',
        chapter: { code: 'phy-11-02', name: 'Motion in a Straight Line' },
        body: '## Equations\n\n$v = u + at$',
      },
      '/api/content/notes/notes-phy-11-02': NOTE,
    });
    renderWithApp(<ChapterSummaryPage area="learn" code="phy-11-02" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Motion in a Straight Line' })).toBeInTheDocument();
    expect(screen.getByText('Physics · Class 11 · Chapter 2')).toBeInTheDocument();
    expect(screen.getByText('From the book Physics Part I')).toBeInTheDocument();
    expect(document.title).toBe('Motion in a Straight Line · Abhyas');

    expect(screen.getByRole('link', { name: '1. Speed and velocity' })).toHaveAttribute('href', '/topic/summary/top-speed');
    expect(screen.getByText('2 videos · 11 questions')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Concepts in Speed and velocity' })).getByText('Average velocity')).toBeInTheDocument();

    const video = screen.getByRole('link', { name: 'Motion in a Straight Line: Position, Path Length and Displacement, 12:34' });
    expect(video).toHaveAttribute('href', '/video/summary/vid-1');
    expect(within(video).getByText('Motion in a Straight Line: Position, Path Le…')).toBeInTheDocument();
    expect(within(video).getByTestId('video-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Graphs of motion, 1:05' })).toBeInTheDocument();

    expect(screen.getByText('30 questions to practise')).toBeInTheDocument();
    expect(screen.getByTestId('practice-easy')).toHaveTextContent('12');
    expect(screen.getByTestId('practice-medium')).toHaveTextContent('10');
    expect(screen.getByTestId('practice-hard')).toHaveTextContent('8');
    const practise = new URL(screen.getByRole('link', { name: 'Practise this chapter' }).getAttribute('href')!, 'http://x');
    expect(practise.pathname).toBe('/practice');
    expect(Object.fromEntries(practise.searchParams)).toMatchObject({
      mode: 'Normal',
      lm_code: 'phy-11-02',
      lm_level: 'chapter',
      origin_url: '/practice/summary/phy-11-02',
    });

    expect(screen.getByText('180 min · 90 questions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View test JEE Main 2024 Paper 1' })).toHaveAttribute('href', '/test/summary/jee-main-2024-p1');
    expect(screen.getByRole('link', { name: 'Physics Part I' })).toHaveAttribute('href', '/booktoc?book_id=ncert-phy-11-1');

    await userEvent.click(screen.getByRole('button', { name: 'Kinematics formulas' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Equations' })).toBeInTheDocument();
    expect(dialog.querySelector('.katex')).not.toBeNull();
  });

  it('shows the chapter notes with their sections, and a worked solution only when asked', async () => {
    mockApi({ '/api/content/chapters/phy-11-02': CHAPTER, '/api/content/notes/notes-phy-11-02': NOTE });
    renderWithApp(<ChapterSummaryPage area="learn" code="phy-11-02" />);
    const notes = await screen.findByTestId('chapter-notes');
    expect(within(notes).getByRole('heading', { name: 'Motion in a straight line: the notes' })).toBeInTheDocument();
    for (const name of ['Key ideas', 'Formulas to remember', 'Worked examples', 'Common mistakes'])
      expect(within(notes).getByRole('heading', { name })).toBeInTheDocument();
    expect(await within(notes).findByText('Displacement is a vector.')).toBeInTheDocument();
    expect(notes.querySelector('.katex')).not.toBeNull();
    expect(within(notes).getByText('Example 2')).toBeInTheDocument();
    const show = within(notes).getAllByRole('button', { name: 'Show the solution' })[0]!;
    expect(show).toHaveAttribute('aria-expanded', 'false');
    // Closed: the solution is not rendered, or rendered hidden (Mantine keeps a panel it has mounted).
    const closed = within(notes).queryByText('It takes 4 s.');
    if (closed) expect(closed).not.toBeVisible();
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(notes).getByText('It takes 4 s.')).toBeVisible());
  });

  it('says when the notes are not in the interface language', async () => {
    mockApi({ '/api/content/chapters/phy-11-02': CHAPTER, '/api/content/notes/notes-phy-11-02': { ...NOTE, language: 'hi', languages: ['hi'] } });
    renderWithApp(<ChapterSummaryPage area="learn" code="phy-11-02" />);
    expect(await screen.findByText('These notes are not yet available in your language; they are shown in Hindi.')).toBeInTheDocument();
  });

  it('puts practice first on the practice summary and designs the empty sections', async () => {
    mockApi({ '/api/content/chapters/phy-11-02': EMPTY_CHAPTER });
    renderWithApp(<ChapterSummaryPage area="practice" code="phy-11-02" />);
    expect(await screen.findByText('No practice questions for this chapter yet.')).toBeInTheDocument();
    expect(screen.getByText('No videos for this chapter yet. Practise its questions meanwhile.')).toBeInTheDocument();
    expect(screen.getByText('The topics of this chapter are on their way.')).toBeInTheDocument();
    expect(screen.getByText('No mock test has questions from this chapter yet.')).toBeInTheDocument();
    expect(screen.getByText('No cheat sheets for this chapter yet.')).toBeInTheDocument();
    expect(screen.getByText('Notes for this chapter are on their way. Meanwhile, watch its videos or practise its questions.')).toBeInTheDocument();
    expect(screen.getByText('No book lists this chapter yet.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Practice')).toBeLessThan(headings.indexOf('Videos'));
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/practice/home');
  });

  it('shows not found for an unknown chapter and a retry for other failures', async () => {
    mockApi({});
    const first = renderWithApp(<ChapterSummaryPage area="learn" code="nope" />);
    expect(await screen.findByRole('heading', { name: 'We could not find this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/learn/home');
    first.unmount();

    let calls = 0;
    mockApi({
      '/api/content/chapters/phy-11-02': () =>
        ++calls === 1 ? jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'x' } }) : jsonResponse(200, CHAPTER),
    });
    renderWithApp(<ChapterSummaryPage area="learn" code="phy-11-02" />);
    expect(await screen.findByText('Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Motion in a Straight Line' })).toBeInTheDocument();
  });
});

describe('/topic/summary/{id}', () => {
  it('shows the topic, its chapter link, concepts, practice counts and the empty video state', async () => {
    mockApi({ '/api/content/topics/top-speed': TOPIC });
    renderWithApp(<TopicSummaryPage code="top-speed" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed and velocity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Motion in a Straight Line' })).toHaveAttribute('href', '/learn/summary/phy-11-02');
    expect(screen.getByText('Instantaneous velocity')).toBeInTheDocument();
    expect(screen.getByText('No videos for this topic yet.')).toBeInTheDocument();
    expect(screen.getByText('11 questions to practise')).toBeInTheDocument();
    expect(screen.getByTestId('practice-hard')).toHaveTextContent('2');
  });

  it('shows not found without a code', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<TopicSummaryPage code="" />);
    expect(await screen.findByRole('heading', { name: 'We could not find this page' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/video/summary/{id}', () => {
  it('shows the video facts and opens the player from the thumbnail and the Watch button', async () => {
    mockApi({ '/api/content/videos/vid-1': VIDEO });
    const onWatch = vi.fn();
    renderWithApp(<VideoSummaryPage code="vid-1" onWatch={onWatch} player={<div data-testid="player-slot" />} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Displacement and distance' })).toBeInTheDocument();
    expect(screen.getByText('Video · Length 12:34')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Watch “Displacement and distance”' }));
    expect(onWatch).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('player-slot')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Motion in a Straight Line' })[0]).toHaveAttribute('href', '/learn/summary/phy-11-02');
    expect(screen.getByTestId('video-attribution')).toHaveTextContent('By Abhyas · Licence: CC BY 4.0');
    expect(screen.getByRole('link', { name: 'Licence: CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByText('How far and which way.')).toBeInTheDocument();
    expect(screen.getByText('Displacement')).toBeInTheDocument();
  });

  it('shows the transcript of its captions in the interface language, switches language, and says when it cannot load (issue 22 §1)', async () => {
    const vtt = (lines: string[]) => `WEBVTT\n\n${lines.map((l, i) => `00:00:0${i}.000 --> 00:00:0${i + 1}.000\n${l}`).join('\n\n')}\n`;
    let hindiFails = true;
    mockApi({
      '/api/content/videos/vid-5': {
        ...VIDEO,
        code: 'vid-5',
        captions: [
          { language: 'en', label: 'English', src: '/media/clip.en.vtt?exp=1&sig=a' },
          { language: 'hi', label: 'हिन्दी', src: '/media/clip.hi.vtt?exp=1&sig=b' },
        ],
      },
      '/media/clip.en.vtt': () => new Response(vtt(['A <b>ratio</b> compares', 'two sides.', 'two sides.']), { status: 200 }),
      '/media/clip.hi.vtt': () => (hindiFails ? new Response('', { status: 500 }) : new Response(vtt(['अनुपात दो भुजाओं की', 'तुलना करता है।']), { status: 200 })),
    });
    renderWithApp(<VideoSummaryPage code="vid-5" onWatch={() => undefined} />);
    const transcript = await screen.findByTestId('video-transcript');
    await within(transcript).findByText('A ratio compares');
    // The markup is gone and a repeated cue is read once.
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0:00A ratio compares', '0:01two sides.']);
    await userEvent.click(within(transcript).getByText('हिन्दी'));
    expect(await within(transcript).findByText('The transcript could not be loaded.')).toBeInTheDocument();
    hindiFails = false;
    await userEvent.click(within(transcript).getByRole('button', { name: 'Try again' }));
    expect(await within(transcript).findByText('तुलना करता है।')).toBeInTheDocument();
    expect(within(transcript).getByRole('list')).toHaveAttribute('lang', 'hi');
  });

  it('links the owner of a YouTube video and embeds no player of its own', async () => {
    mockApi({
      '/api/content/videos/vid-2': {
        ...VIDEO,
        code: 'vid-2',
        sourceType: 'youtube',
        url: 'https://www.youtube.com/watch?v=abc',
        ownerUrl: 'https://khanacademy.org',
        owner: 'Khan Academy',
      },
    });
    renderWithApp(<VideoSummaryPage code="vid-2" onWatch={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Khan Academy' })).toHaveAttribute('href', 'https://khanacademy.org');
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows a clean attribution: owner, licence (linked to its deed when versioned) and the original (issue 15)', async () => {
    mockApi({
      '/api/content/videos/vid-3': {
        ...VIDEO,
        code: 'vid-3',
        sourceType: 'youtube',
        url: 'https://www.youtube.com/watch?v=G-T_6hCdMQc',
        ownerUrl: 'https://www.khanacademy.org',
        owner: 'Khan Academy',
        license: 'CC BY-NC-SA',
      },
      '/api/content/videos/vid-4': { ...VIDEO, code: 'vid-4', license: 'CC BY-SA 4.0' },
    });
    const first = renderWithApp(<VideoSummaryPage code="vid-3" onWatch={() => undefined} />);
    const credit = await screen.findByTestId('video-attribution');
    expect(credit).toHaveTextContent('By Khan Academy · Licence: CC BY-NC-SA · Original on YouTube');
    expect(within(credit).getByRole('link', { name: 'Original on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=G-T_6hCdMQc');
    first.unmount();
    renderWithApp(<VideoSummaryPage code="vid-4" onWatch={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Licence: CC BY-SA 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
    expect(screen.queryByText(/Original on/)).not.toBeInTheDocument();
  });
});
