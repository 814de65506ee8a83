import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { stubWideScreen } from '../../../test/wide-screen.ts';
import { toSignUpBody } from '../utils/signup-schema.ts';
import { SignupForm } from './signup-form.tsx';

function ruleItem(name: string) {
  const list = screen.getByRole('list', { name: 'Your password needs' });
  return within(list).getByText(name).closest('li') as HTMLElement;
}

describe('SignupForm (platform.md §3, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the parent’s name in the interface language’s script, and keeps the name’s autocomplete (issue 24 §4)', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('hi');
    try {
      stubWideScreen();
      const asked: URL[] = [];
      mockApi({
        '/api/transliterate': (url: URL) => {
          asked.push(url);
          return jsonResponse(200, { text: url.searchParams.get('text'), lang: 'hi', suggestions: ['सुनीता शर्मा', 'सुनिता शर्मा'] });
        },
      });
      const onSubmit = vi.fn();
      renderWithApp(<SignupForm onSubmit={onSubmit} submitting={false} />);
      const user = userEvent.setup();
      const name = (await screen.findByText(i18n.t('auth:signup.parentName'), { selector: 'label' })).closest('div')!.querySelector('input')!;
      expect(name).toHaveAttribute('autocomplete', 'name');
      await user.type(name, 'sunita sharma');
      await screen.findByRole('option', { name: 'सुनिता शर्मा' });
      expect(asked.at(-1)?.searchParams.get('lang')).toBe('hi');
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(name).toHaveValue('सुनिता शर्मा');
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('ticks the password rules live as the password is typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSubmit={vi.fn()} submitting={false} />);
    const password = await screen.findByLabelText(/create a password/i, { selector: 'input' });
    expect(within(ruleItem('At least 8 characters')).getByText('not yet')).toBeInTheDocument();

    await user.type(password, 'xqz');
    expect(within(ruleItem('A letter')).getByText('done')).toBeInTheDocument();
    expect(within(ruleItem('A digit')).getByText('not yet')).toBeInTheDocument();
    expect(within(ruleItem('At least 8 characters')).getByText('not yet')).toBeInTheDocument();

    await user.type(password, 'vbnk7@');
    for (const rule of ['At least 8 characters', 'A letter', 'A digit', 'One of @ $ ! % * # ? &', 'Not a commonly used password']) {
      expect(within(ruleItem(rule)).getByText('done')).toBeInTheDocument();
    }
  });

  it('flags a common password even when the other rules pass', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSubmit={vi.fn()} submitting={false} />);
    await user.type(await screen.findByLabelText(/create a password/i, { selector: 'input' }), 'Password1!');
    expect(within(ruleItem('Not a commonly used password')).getByText('not yet')).toBeInTheDocument();
    expect(within(ruleItem('At least 8 characters')).getByText('done')).toBeInTheDocument();
  });

  it('refuses a guessable password or one with the user’s own name before sending, and says why (issue 14 §1.8)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<SignupForm onSubmit={onSubmit} submitting={false} />);
    await user.type(await screen.findByLabelText(/your full name/i), 'Asha Rao');
    await user.type(screen.getByLabelText(/mobile number/i), '9876543210');
    const password = screen.getByLabelText(/create a password/i, { selector: 'input' });
    // Every §5 rule is met, yet it is a common password with a substitution.
    await user.type(password, 'P@ssw0rd');
    expect(within(ruleItem('Not a commonly used password')).getByText('done')).toBeInTheDocument();
    expect(await screen.findByText('Too close to a password that many people use.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getAllByText('Too close to a password that many people use.').length).toBeGreaterThan(1));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'Asha#Tree2026x');
    expect(await screen.findByText('The password must not contain your name.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Mango#tree42');
    await waitFor(() => expect(screen.queryByText('The password must not contain your name.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('needs a mobile number or an e-mail and a valid password before submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<SignupForm onSubmit={onSubmit} submitting={false} />);
    await user.type(await screen.findByLabelText(/your full name/i), 'Asha Rao');
    await user.type(screen.getByLabelText(/create a password/i, { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Give a mobile number or an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Your password does not meet all the rules below.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/mobile number/i), '+91 98765 43210');
    await user.clear(screen.getByLabelText(/create a password/i, { selector: 'input' }));
    await user.type(screen.getByLabelText(/create a password/i, { selector: 'input' }), 'Mango#tree42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toSignUpBody(onSubmit.mock.calls[0]![0], 'en')).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9876543210',
      email: undefined,
      password: 'Mango#tree42',
      locale: 'en',
      meta: {},
    });
  });

  it("asks for the parent's own details and not where the parent studies (issue 15)", async () => {
    renderWithApp(<SignupForm onSubmit={vi.fn()} submitting={false} />);
    expect(await screen.findByLabelText(/your full name \(parent or guardian\)/i)).toBeInTheDocument();
    expect(screen.getByText(/your child.s name comes next/i)).toBeInTheDocument();
    expect(screen.queryByText(/where do you study/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/state or union territory/i)).not.toBeInTheDocument();
  });
});
