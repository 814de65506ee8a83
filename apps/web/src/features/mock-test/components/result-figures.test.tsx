import type { TestResult } from '@abhyas/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ResultFigures } from './result-parts.tsx';

const base: TestResult = {
  session_id: '9b1f3f5e-1111-4222-8333-444455556666',
  test_code: 'jee-main-2024-jan-27-s1',
  status: 'FINISHED',
  finish_reason: 'submit',
  score: 0,
  max_marks: 300,
  sections: [],
  questions: [],
  accuracy: 0,
  attempt_quality: {},
  percentile: 36.1234567,
  rank: 900_602,
  attempts: 1,
  standing: {
    kind: 'reference',
    name: 'JEE Main 2024 marks vs percentile (Paper 1, B.E./B.Tech.)',
    source: 'Sakshi Education, JEE Main marks vs percentile',
    candidates: 1_410_000,
    min_attempts: 10,
    min_own_attempts: 1000,
  },
};

describe('ResultFigures: what the percentile and rank are taken from (issue 18 §3)', () => {
  it('a lone student of a full JEE Main paper sees the published table’s percentile and an estimated all-India rank, with the table named', async () => {
    renderWithApp(<ResultFigures result={base} />);
    expect(await screen.findByText('36.12')).toBeInTheDocument();
    expect(screen.getByText('All-India rank (estimated)')).toBeInTheDocument();
    expect(screen.getByText('9,00,602')).toBeInTheDocument();
    const note = screen.getByTestId('result-standing');
    expect(note).toHaveTextContent('published table: JEE Main 2024 marks vs percentile (Paper 1, B.E./B.Tech.), among 14,10,000 candidates');
    expect(note).toHaveTextContent('after 1,000 (1 so far)');
    // The table's citation, behind a disclosure.
    expect(within(note).getByText('Where the table comes from')).toBeInTheDocument();
    expect(note).toHaveTextContent('Sakshi Education');
    expect(screen.queryByText('100.00')).toBeNull();
  });

  it('with too few attempts and no table: no percentile or rank, and when they will appear', async () => {
    renderWithApp(
      <ResultFigures
        result={{ ...base, percentile: null, rank: null, attempts: 3, standing: { ...base.standing, kind: 'few', name: null, source: null, candidates: null } }}
      />,
    );
    expect(await screen.findAllByText('Not yet')).toHaveLength(2);
    expect(screen.getByText('Rank')).toBeInTheDocument();
    expect(screen.getByTestId('result-standing')).toHaveTextContent('appear once 10 students have taken this test (3 so far)');
  });

  it('among enough attempts: the NTA percentile and the rank among them; a test of ones own is compared with no one', async () => {
    const { unmount } = renderWithApp(
      <ResultFigures
        result={{
          ...base,
          percentile: 87.5,
          rank: 2,
          attempts: 12,
          standing: { ...base.standing, kind: 'attempts', name: null, source: null, candidates: null },
        }}
      />,
    );
    expect(await screen.findByText('87.50')).toBeInTheDocument();
    expect(screen.getByText('2 of 12')).toBeInTheDocument();
    expect(screen.getByTestId('result-standing')).toHaveTextContent('among the 12 finished attempts of this test');
    unmount();
    renderWithApp(
      <ResultFigures
        result={{ ...base, percentile: null, rank: null, standing: { ...base.standing, kind: 'not_shared', name: null, source: null, candidates: null } }}
      />,
    );
    expect(await screen.findByTestId('result-standing')).toHaveTextContent('no percentile or rank');
  });
});
