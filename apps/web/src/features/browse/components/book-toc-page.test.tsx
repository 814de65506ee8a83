import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { BOOK, BOOKS } from '../test-fixtures.ts';
import { BookTocPage } from './book-toc-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/booktoc and /bigbooktoc', () => {
  it('shows the book and its collapsible contents with chapter links', async () => {
    mockApi({ '/api/content/books/ncert-phy-11-1': BOOK });
    renderWithApp(<BookTocPage kind="book" bookId="ncert-phy-11-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Physics Part I' })).toBeInTheDocument();
    expect(screen.getByText('Physics · Class 11 · NCERT')).toBeInTheDocument();
    const unit = screen.getByRole('button', { name: 'Unit 1: Kinematics' });
    expect(unit).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Motion in a Straight Line' })).toHaveAttribute('href', '/learn/summary/phy-11-02');
    expect(screen.getByText('p. 65')).toBeInTheDocument();
    expect(screen.getByText('Appendices')).toBeInTheDocument();
    await userEvent.click(unit);
    expect(unit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'All books' })).toHaveAttribute('href', '/booktoc');
  });

  it('starts a practice of the whole book and of each of its chapters, back to the book at the end (issue 24 §2)', async () => {
    mockApi({ '/api/content/books/ncert-phy-11-1': BOOK });
    renderWithApp(<BookTocPage kind="book" bookId="ncert-phy-11-1" />);
    const book = new URL((await screen.findByRole('link', { name: 'Practise this book' })).getAttribute('href')!, 'http://x');
    expect([book.pathname, book.searchParams.get('mode'), book.searchParams.get('practice_id'), book.searchParams.get('title')]).toEqual([
      '/practice',
      'BookPractice',
      'ncert-phy-11-1',
      'Physics Part I',
    ]);
    expect(book.searchParams.get('origin_url')).toBe('/booktoc?book_id=ncert-phy-11-1');
    const chapter = new URL(screen.getByRole('link', { name: 'Practise the chapter Motion in a Plane' }).getAttribute('href')!, 'http://x');
    expect([chapter.searchParams.get('mode'), chapter.searchParams.get('practice_id'), chapter.searchParams.get('lm_name')]).toEqual([
      'BookPractice',
      'phy-11-03',
      'Motion in a Plane',
    ]);
  });

  it('offers no book practice when no entry of the contents is a chapter we have', async () => {
    mockApi({ '/api/content/books/ncert-phy-11-1': { ...BOOK, toc: [{ title: 'Appendices', chapter: null, page: 200, children: [] }] } });
    renderWithApp(<BookTocPage kind="book" bookId="ncert-phy-11-1" />);
    expect(await screen.findByText('Appendices')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Practise this book' })).not.toBeInTheDocument();
  });

  it('lists the big books when no book_id is given', async () => {
    const fetchMock = mockApi({ '/api/content/books': { books: BOOKS.books.filter((b) => b.kind === 'big_book') } });
    renderWithApp(<BookTocPage kind="big_book" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Big books' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Big books' });
    expect(within(list).getByRole('link', { name: 'Concepts of Physics' })).toHaveAttribute('href', '/bigbooktoc?book_id=hcv-1');
    expect(within(list).getByText('24 chapters')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('kind')).toBe('big_book');
  });

  it('shows not found for an unknown book and an empty state when there are no books', async () => {
    mockApi({ '/api/content/books': { books: [] } });
    const first = renderWithApp(<BookTocPage kind="book" bookId="nope" />);
    expect(await screen.findByRole('heading', { name: 'We could not find this page' })).toBeInTheDocument();
    first.unmount();
    renderWithApp(<BookTocPage kind="book" />);
    expect(await screen.findByText('No books here yet.')).toBeInTheDocument();
  });
});
