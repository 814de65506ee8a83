import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { SyllabusSection } from './syllabus-section.tsx';

const MAP = {
  exam: { code: 'jee-main', name: 'JEE Main' },
  subjects: [
    {
      code: 'physics',
      name: 'Physics',
      chapters: [
        { code: 'p1', number: 1, grade: 11, name: 'Units and Measurement', videoCount: 0, questionCount: 0, topics: [{ code: 't1', name: 'SI units' }] },
        { code: 'p2', number: 1, grade: 12, name: 'Electric Charges and Fields', videoCount: 0, questionCount: 0, topics: [] },
      ],
    },
    {
      code: 'chemistry',
      name: 'Chemistry',
      chapters: [{ code: 'c1', number: 1, grade: 11, name: 'Some Basic Concepts of Chemistry', videoCount: 0, questionCount: 0, topics: [] }],
    },
  ],
};

describe('SyllabusSection (issue #3 §6)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a tab per subject with its chapters, and asks for the exam in the interface language', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, MAP));
    renderWithApp(<SyllabusSection examCode="jee-main" examName="JEE Main" subject="chemistry" />);
    expect(await screen.findByRole('tab', { name: 'Chemistry', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Some Basic Concepts of Chemistry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Physics' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Units and Measurement')).toBeInTheDocument();
    expect(within(panel).getByText('1 topic')).toBeInTheDocument();
    expect(within(panel).getByText('Class 12')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/content/learning-map');
    expect(url.searchParams.get('exam')).toBe('jee-main');
    expect(url.searchParams.get('locale')).toBe('en');
  });

  it('says the map is on its way when the exam has none yet', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { exam: { code: 'cat', name: 'CAT' }, subjects: [] }));
    renderWithApp(<SyllabusSection examCode="cat" examName="CAT" />);
    expect(await screen.findByText(/chapter map for CAT is on its way/)).toBeInTheDocument();
  });

  it('offers a retry when the chapters cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }));
    renderWithApp(<SyllabusSection examCode="jee-main" examName="JEE Main" />);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
