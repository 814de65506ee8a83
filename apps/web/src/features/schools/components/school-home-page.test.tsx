import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Institute } from '@abhyas/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { CLASS_DETAIL, INSTITUTE_ID, NOW } from '../test-fixtures.ts';
import { stubWideScreen } from '../../../test/wide-screen.ts';
import { SchoolHomePage } from './school-home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const INSTITUTE: Institute = { id: INSTITUTE_ID, name: 'Sunrise School', kind: 'school', city: 'Pune', role: 'admin', created_at: NOW };
const { roster: _roster, ...SUMMARY } = CLASS_DETAIL;
const GOALS = {
  goals: [
    {
      code: 'k12-cbse',
      name: 'CBSE',
      type: 'K12',
      exams: [
        {
          code: 'cbse-class-10',
          name: 'CBSE Class 10',
          slug: 'cbse-class-10',
          parent_code: 'k12-cbse',
          parent_name: 'CBSE',
          parent_display_name: 'CBSE',
          grade: 10,
          board: 'CBSE',
          format_reference: 'f',
          learnpath_name: 'cbse/class-10',
          supported_languages: ['en'],
        },
      ],
    },
  ],
};

/** The bodies POSTed to `path`, parsed. */
const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('SchoolHomePage (/school, issue 23)', () => {
  it('lists the institutes and classes, each class leading to its page', async () => {
    mockApi({ '/api/institutes': { status: 200, data: [INSTITUTE] }, '/api/classes': { status: 200, data: [SUMMARY] } });
    renderWithApp(<SchoolHomePage />, { path: '/school' });
    const classes = within(await screen.findByRole('list', { name: 'Classes' }));
    expect(classes.getByRole('link', { name: '10 B Maths' })).toHaveAttribute('href', `/school/classes/${CLASS_DETAIL.id}`);
    expect(classes.getByText('Sunrise School · Class 10 · Section B · Mathematics')).toBeInTheDocument();
    expect(classes.getByText('2 students')).toBeInTheDocument();
    expect(classes.getByText('Code K7M2Q9X')).toBeInTheDocument();
    const institutes = within(screen.getByRole('list', { name: 'Institutes' }));
    expect(institutes.getByText('Admin')).toBeInTheDocument();
    expect(institutes.getByRole('link', { name: 'Staff of Sunrise School' })).toHaveAttribute('href', `/school/institutes/${INSTITUTE_ID}/staff`);
  });

  it('with no institute, explains and creates one', async () => {
    const user = userEvent.setup();
    let list: Institute[] = [];
    const fetchMock = mockApi({
      '/api/institutes': () => jsonResponse(200, { status: 200, data: list }),
      '/api/classes': { status: 200, data: [] },
    });
    renderWithApp(<SchoolHomePage />, { path: '/school' });
    expect(await screen.findByTestId('school-empty')).toHaveTextContent('You are not part of an institute yet');
    await user.click(screen.getByRole('button', { name: 'Create institute' }));
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Vidya Coaching');
    await user.click(screen.getByRole('radio', { name: 'Coaching centre' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Kota');
    list = [{ ...INSTITUTE, name: 'Vidya Coaching', kind: 'coaching' }];
    await user.click(screen.getByRole('button', { name: 'Create institute' }));
    expect(await screen.findByRole('list', { name: 'Institutes' })).toHaveTextContent('Vidya Coaching');
    expect(posts(fetchMock, '/api/institutes')).toEqual([{ name: 'Vidya Coaching', kind: 'coaching', city: 'Kota' }]);
  });

  it('creates a class with its exam, grade, section, subject and (for an admin) its teacher', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      '/api/institutes': { status: 200, data: [INSTITUTE] },
      '/api/classes': { status: 200, data: [] },
      '/api/content/goals-exams': GOALS,
      [`/api/institutes/${INSTITUTE_ID}/staff`]: {
        status: 200,
        data: [{ user_id: '99999999-9999-4999-8999-999999999999', first_name: 'Ravi', last_name: 'Kumar', role: 'teacher', added_at: NOW }],
      },
      [`/api/institutes/${INSTITUTE_ID}/classes`]: { status: 201, data: SUMMARY },
    });
    renderWithApp(<SchoolHomePage />, { path: '/school' });
    expect(await screen.findByTestId('classes-empty')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Create a class' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const form = within(await screen.findByRole('region', { name: 'Create a class' }));
    await user.type(form.getByRole('textbox', { name: 'Class name' }), '10 B Maths');
    await user.click(await form.findByLabelText('Class (grade)', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Class 10' }));
    await user.type(form.getByRole('textbox', { name: 'Section' }), 'B');
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'Mathematics');
    await user.click(form.getByLabelText(/^Exam/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'CBSE Class 10' }));
    await user.click(form.getByLabelText('Teacher', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    await user.click(form.getByRole('button', { name: 'Create class' }));
    await waitFor(() =>
      expect(posts(fetchMock, `/api/institutes/${INSTITUTE_ID}/classes`)).toEqual([
        {
          name: '10 B Maths',
          exam_code: 'cbse-class-10',
          grade: 10,
          section: 'B',
          subject: 'Mathematics',
          teacher_user_id: '99999999-9999-4999-8999-999999999999',
        },
      ]),
    );
  });

  it('offers a teacher the institute’s name in the interface language’s script (issue 24 §4)', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('hi');
    try {
      stubWideScreen();
      mockApi({
        '/api/institutes': { status: 200, data: [] },
        '/api/classes': { status: 200, data: [] },
        '/api/transliterate': (url: URL) => jsonResponse(200, { text: url.searchParams.get('text'), lang: 'hi', suggestions: ['विद्या कोचिंग'] }),
      });
      renderWithApp(<SchoolHomePage />, { path: '/school' });
      const user = userEvent.setup();
      await screen.findByTestId('school-empty');
      const name = (await screen.findByText(i18n.t('schools:institute.name'), { selector: 'label' })).closest('div')!.querySelector('input')!;
      await user.type(name, 'vidya coaching');
      await user.click(await screen.findByRole('option', { name: 'विद्या कोचिंग' }));
      expect(name).toHaveValue('विद्या कोचिंग');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when the institutes cannot be loaded', async () => {
    mockApi({ '/api/institutes': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<SchoolHomePage />, { path: '/school' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your institutes could not be loaded');
  });
});
