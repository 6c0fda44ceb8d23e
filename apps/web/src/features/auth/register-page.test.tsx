import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { readAccountKey } from '../../lib/storage';
import { createFakeServer, errorAnswer } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('Email', 'ana.lopez@example.com');
  type('First name', 'Ana');
  type('Last name', 'López');
  type('Password', 'Secret-pass1');
  type('Confirm password', 'Secret-pass1');
  fireEvent.click(screen.getByLabelText('No'));
  fireEvent.click(screen.getByLabelText('I have saved my account key'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

async function openRegister(server = createFakeServer()) {
  renderApp({ fetch: server.fetch, path: '/register' });
  await screen.findByRole('heading', { name: 'Create your account' });
  return server;
}

describe('register page', () => {
  it('shows the SPEC §5 messages for invalid fields', async () => {
    await openRegister();
    fillValidForm();
    type('Email', 'ana@example');
    type('First name', 'Ana2');
    type('Last name', 'L0pez');
    type('Confirm password', 'Secret-pass2');

    submit();

    expect(screen.getByText('The email is not valid')).toBeDefined();
    expect(screen.getByText('The first name can only contain letters')).toBeDefined();
    expect(screen.getByText('The last name can only contain letters')).toBeDefined();
    expect(screen.getByText('The passwords do not match')).toBeDefined();
  });

  it('requires every field, the company choice and the saved account key (SPEC §5)', async () => {
    const server = await openRegister();

    submit();

    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST /api/auth/register')).toHaveLength(0);
  });

  it('asks for the company ID only from a member of a company (SPEC §5)', async () => {
    await openRegister();
    fillValidForm();
    expect(screen.queryByLabelText('Company ID')).toBeNull();

    fireEvent.click(screen.getByLabelText('Yes'));
    submit();

    expect(screen.getByLabelText('Company ID').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the password rule live: 8 characters, an uppercase letter, a number, a special character (SPEC §5)', async () => {
    await openRegister();
    const checklist = () =>
      within(screen.getByText('The password needs:').parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => `${item.textContent ?? ''}:${item.dataset['met'] ?? ''}`);

    expect(checklist()).toEqual([
      'At least 8 characters:false',
      'An uppercase letter:false',
      'A number:false',
      'A special character:false',
    ]);
    type('Password', 'Secretpass1');
    expect(checklist()).toEqual([
      'At least 8 characters:true',
      'An uppercase letter:true',
      'A number:true',
      'A special character:false',
    ]);
    submit();
    expect(screen.getByText(/must have at least 8 characters, an uppercase letter/)).toBeDefined();
  });

  it('shows the account key once, read-only, and keeps it in this browser after registering (DECISIONS.md "hash")', async () => {
    const server = await openRegister(
      createFakeServer({
        routes: {
          'POST /api/auth/register': () =>
            Response.json({ message: 'Check your inbox to verify the account' }, { status: 201 }),
        },
      }),
    );
    const key = screen.getByLabelText<HTMLInputElement>('Account key').value;
    expect(key).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{8}){4}$/);
    expect(screen.getByLabelText('Account key').hasAttribute('readonly')).toBe(true);
    fillValidForm();

    submit();

    expect(await screen.findByText('Check your inbox to verify the account')).toBeDefined();
    expect(screen.queryByLabelText('Account key')).toBeNull();
    expect(readAccountKey('ana.lopez@example.com')).toBe(key);
    expect(await server.calls('POST /api/auth/register')[0]?.json()).toEqual({
      email: 'ana.lopez@example.com',
      name: 'Ana',
      lastname: 'López',
      password: 'Secret-pass1',
      confirmPassword: 'Secret-pass1',
      hash: key,
      belongsToCompany: false,
      language: 'en',
    });
  });

  it('shows the server errorMessage, and a toast too, when registration fails (SPEC §8)', async () => {
    await openRegister(
      createFakeServer({
        routes: {
          'POST /api/auth/register': () =>
            errorAnswer(409, 'DATA_INTEGRITY_VIOLATION', 'This email is already registered'),
        },
      }),
    );
    fillValidForm();

    submit();

    expect(await screen.findByText('This email is already registered')).toBeDefined();
    expect(await screen.findByText(/conflicts with existing data/)).toBeDefined();
    expect(readAccountKey('ana.lopez@example.com')).toBeUndefined();
  });

  it('opens the terms from the register screen (SPEC §2)', async () => {
    await openRegister();

    fireEvent.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));

    expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toBeDefined();
  });
});
