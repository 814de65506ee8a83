import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { emptyProfileForm } from '../utils/profile-form-schema.ts';
import { stubWideScreen } from '../../../test/wide-screen.ts';
import { ProfileForm } from './profile-form.tsx';

const exam = (code: string, name: string, grade: number | null, langs: string[]) => ({
  code,
  name,
  slug: code,
  parent_code: 'g',
  parent_name: 'g',
  parent_display_name: 'g',
  grade,
  board: grade ? 'CBSE' : null,
  format_reference: 'f',
  learnpath_name: 'l',
  supported_languages: langs,
});

const goals = {
  goals: [
    { code: 'cbse', name: 'CBSE', type: 'K12', exams: [exam('cbse-9', 'CBSE 9', 9, ['en', 'hi']), exam('cbse-10', 'CBSE 10', 10, ['en'])] },
    { code: 'engineering', name: 'Engineering', type: 'PreUG', exams: [exam('jee-main', 'JEE Main', null, ['en', 'hi', 'ta'])] },
  ],
};

describe('ProfileForm (platform.md §3, §4.3)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => jsonResponse(200, goals));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('offers classes for a K12 goal, only the exam’s languages, and submits the choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<ProfileForm initial={emptyProfileForm('hi')} submitting={false} error={null} submitLabel="Add profile" onSubmit={onSubmit} />);
    await user.type(await screen.findByLabelText(/your child’s name/i), 'Ravi Kumar');

    await user.click(screen.getByLabelText(/^goal/i, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'CBSE' }));

    await user.click(screen.getByLabelText(/^class/i, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Class 9' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Class 10' }));

    // Class 10 is taught only in English: Hindi is replaced and not offered.
    const language = screen.getByLabelText(/learning language/i, { selector: 'input' });
    expect(language).toHaveValue('English');
    await user.click(language);
    expect(screen.queryByRole('option', { name: /Hindi/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ravi Kumar',
      goal: 'cbse',
      exam: 'cbse-10',
      locale: 'en',
      video_quality: 'auto',
      avatar_color: 'pink',
      school_name: '',
      where_is_school: '',
      state: '',
      district: '',
    });
  });

  it("asks for the child's school and place, and finds Maharashtra when महा is typed (issue 15)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<ProfileForm initial={emptyProfileForm('en')} submitting={false} error={null} submitLabel="Add profile" onSubmit={onSubmit} />);
    await user.type(await screen.findByLabelText(/school’s name/i), 'Z. P. School');
    await user.type(screen.getByLabelText(/state or union territory/i, { selector: 'input' }), 'महा');
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    expect(screen.queryByRole('option', { name: 'Kerala' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^district/i, { selector: 'input' }), 'पुणे');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    expect(screen.getByLabelText(/^district/i, { selector: 'input' })).toHaveValue('Pune');
  });

  it('offers the child’s name in the script of the profile’s language (issue 24 §4)', async () => {
    stubWideScreen();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/transliterate') {
        return jsonResponse(200, { text: url.searchParams.get('text'), lang: url.searchParams.get('lang'), suggestions: ['அனிகா', 'அநிகா'] });
      }
      return jsonResponse(200, goals);
    });
    const user = userEvent.setup();
    renderWithApp(
      <ProfileForm
        initial={{ ...emptyProfileForm('ta'), goal: 'engineering', exam: 'jee-main' }}
        submitting={false}
        error={null}
        submitLabel="Save"
        onSubmit={vi.fn()}
      />,
    );
    const name = await screen.findByLabelText(/Your child’s name/, { selector: 'input' });
    await user.type(name, 'anika');
    await screen.findByRole('option', { name: 'அனிகா' });
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x')).filter((u) => u.pathname === '/api/transliterate');
    expect(asked.at(-1)?.searchParams.get('lang')).toBe('ta');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(name).toHaveValue('அனிகா');
  });

  it('shows a retry when goals cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }));
    renderWithApp(<ProfileForm initial={emptyProfileForm()} submitting={false} error={null} submitLabel="Add" onSubmit={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the goals and exams.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
