import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { SignupScreen } from './signup-screen.tsx';

const COUNTRIES = [
  {
    code: 'CM',
    frName: 'Cameroun',
    enName: 'Cameroon',
    currency: 'XAF',
    phoneCode: '237',
    accountingFramework: 'SYSCOHADA',
  },
  {
    code: 'CI',
    frName: "Côte d'Ivoire",
    enName: 'Ivory Coast',
    currency: 'XOF',
    phoneCode: '225',
    accountingFramework: 'SYSCOHADA',
  },
  { code: 'FR', frName: 'France', enName: 'France', currency: 'EUR', phoneCode: '33', accountingFramework: 'PCG' },
];

function referentials(lang: string) {
  const fr = lang === 'fr';
  return {
    types: [
      { code: 'EI', label: fr ? 'Entreprise individuelle' : 'Sole proprietorship' },
      { code: 'SARL', label: fr ? 'Société à responsabilité limitée' : 'Limited liability company' },
      { code: 'SAS', label: fr ? 'Société par actions simplifiée' : 'Simplified joint-stock company' },
      { code: 'SA', label: fr ? 'Société anonyme' : 'Public limited company' },
      { code: 'GIE', label: fr ? "Groupement d'intérêt économique" : 'Economic interest group' },
    ],
    domainAreas: [
      { code: 'TRADE', label: fr ? 'Commerce' : 'Trade' },
      { code: 'SERVICES', label: fr ? 'Services' : 'Services' },
    ],
    subDomainAreas: [
      { code: 'RETAIL', label: fr ? 'Commerce de détail' : 'Retail', domainAreaCode: 'TRADE' },
      { code: 'IT', label: fr ? 'Informatique' : 'Information technology', domainAreaCode: 'SERVICES' },
    ],
    taxSystems: [{ code: 'REAL', label: fr ? 'Régime du réel' : 'Actual earnings regime' }],
  };
}

function stubApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  return stubFetch({
    'GET /v1/referentials/countries': () => jsonResponse(COUNTRIES),
    'GET /v1/referentials/companies': (request) =>
      jsonResponse(referentials(new URL(request.url).searchParams.get('lang') ?? 'en')),
    ...extra,
  });
}

function renderSignup() {
  return renderScreen(<SignupScreen />, '/apps/signup');
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

async function pick(user: UserEvent, name: RegExp, option: string) {
  await user.click(combobox(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(user: UserEvent) {
  await user.type(field(/^Company legal name/), 'Boulangerie du Littoral SARL');
  await pick(user, /^Country/, 'Cameroon');
  await waitFor(() => expect(combobox(/^Company type/)).toBeEnabled());
  await pick(user, /^Company type/, 'Limited liability company (SARL)');
  await pick(user, /^Business domain/, 'Trade');
  await pick(user, /^Tax system/, 'Actual earnings regime');
  await user.type(field(/^First name/), 'Jeanne');
  await user.type(field(/^Last name/), 'Mbarga');
  await user.type(field(/^Email/), 'jeanne@littoral.cm');
  await user.type(screen.getByLabelText(/^Password/), 'Douala#2024');
  await user.type(screen.getByLabelText(/^Confirm the password/), 'Douala#2024');
}

describe('signup form validation', () => {
  it('shows every required-field message of docs/seed-spec.md §5 on submit', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create my company' }));
    for (const message of [
      'company legal name required',
      'country required',
      'company type required',
      'business domain required',
      'tax system required',
      'first name required',
      'last name required',
      'email required',
      'password required',
      'password confirmation required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('says them in French', async () => {
    await switchLanguage('fr');
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('button', { name: 'Créer ma société' }));
    expect(await screen.findByText('raison sociale obligatoire')).toBeInTheDocument();
    expect(screen.getByText('pays obligatoire')).toBeInTheDocument();
    expect(screen.getByText('mot de passe obligatoire')).toBeInTheDocument();
  });

  it('shows a field error once the field was left, before any submit', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    expect(screen.queryByText('invalid email')).not.toBeInTheDocument();
    await user.type(field(/^Email/), 'jeanne@');
    await user.tab();
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    expect(screen.queryByText('company legal name required')).not.toBeInTheDocument();
  });

  it('ticks each password rule as it is met', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    const checklist = screen.getByRole('list', { name: 'The password must' });
    const met = () =>
      within(checklist)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'true')
        .map((item) => item.dataset.rule);
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(6);
    expect(met()).toEqual([]);
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'd');
    expect(met()).toEqual(['startsWithLetter', 'hasLowercase']);
    await user.type(password, 'ouala');
    expect(met()).toEqual(['startsWithLetter', 'hasLowercase']);
    await user.type(password, 'D');
    expect(met()).toEqual(['startsWithLetter', 'hasUppercase', 'hasLowercase']);
    await user.type(password, '2');
    expect(met()).toEqual(['startsWithLetter', 'hasUppercase', 'hasLowercase', 'hasDigit', 'hasMinLength']);
    await user.type(password, '#');
    expect(met()).toHaveLength(6);
    expect(within(checklist).getByText('be at least 8 characters long')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, '1abcdefG#');
    expect(met()).not.toContain('startsWithLetter');
  });

  it('requires the confirmation to equal the password', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText(/^Password/), 'Douala#2024');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Douala#2025');
    await user.tab();
    expect(await screen.findByText('the confirmation does not match the password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Douala#2024');
    await waitFor(() =>
      expect(screen.queryByText('the confirmation does not match the password')).not.toBeInTheDocument(),
    );
  });
});

describe('signup referentials', () => {
  it('filters the countries as the user types, accents ignored', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    await user.click(combobox(/^Country/));
    expect(await screen.findByRole('option', { name: 'Cameroon' })).toBeInTheDocument();
    // docs/seed-spec.md §9: the panel is at most 246 px high (Mantine writes it in rem: 246 / 16 = 15.375).
    const panel = screen.getByRole('listbox').querySelector<HTMLElement>('[style*="max-height"]');
    expect(panel?.getAttribute('style')).toMatch(/max-height: calc\(15\.375rem/);
    await user.type(combobox(/^Country/), 'came');
    expect(screen.getByRole('option', { name: 'Cameroon' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'France' })).not.toBeInTheDocument();
  });

  it('finds company types by their acronyms, the one typed first', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    await pick(user, /^Country/, 'Cameroon');
    await waitFor(() => expect(combobox(/^Company type/)).toBeEnabled());
    const options = async (text: string) => {
      await user.clear(combobox(/^Company type/));
      await user.type(combobox(/^Company type/), text);
      return (await screen.findAllByRole('option')).map((option) => option.textContent);
    };
    expect(await options('SA')).toEqual([
      'Public limited company (SA)',
      'Limited liability company (SARL)',
      'Simplified joint-stock company (SAS)',
    ]);
    expect(await options('sarl')).toEqual(['Limited liability company (SARL)']);
    expect(await options('SAS')).toEqual(['Simplified joint-stock company (SAS)']);
    expect(await options('gie')).toEqual(['Economic interest group (GIE)']);
    await user.click(screen.getByRole('option', { name: 'Economic interest group (GIE)' }));
    expect(combobox(/^Company type/)).toHaveValue('Economic interest group (GIE)');
  });

  it('finds company types in French by acronym and by name typed without accents', async () => {
    await switchLanguage('fr');
    stubApi();
    const user = userEvent.setup();
    renderSignup();
    await pick(user, /^Pays/, 'Cameroun');
    await waitFor(() => expect(combobox(/^Forme juridique/)).toBeEnabled());
    await user.type(combobox(/^Forme juridique/), 'interet eco');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      "Groupement d'intérêt économique (GIE)",
    ]);
    await user.clear(combobox(/^Forme juridique/));
    await user.type(combobox(/^Forme juridique/), 'SA');
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('Société anonyme (SA)');
  });

  it('loads the referentials of the chosen country and filters sub-domains by domain', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderSignup();
    expect(combobox(/^Company type/)).toBeDisabled();
    await pick(user, /^Country/, 'Cameroon');
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/v1/referentials/companies?countryCode=CM&lang=en'))).toBe(true),
    );
    await waitFor(() => expect(combobox(/^Company type/)).toBeEnabled());
    expect(combobox(/^Business sub-domain/)).toBeDisabled();
    await pick(user, /^Business domain/, 'Services');
    await user.click(combobox(/^Business sub-domain/));
    expect(await screen.findByRole('option', { name: 'Information technology' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Retail' })).not.toBeInTheDocument();
  });

  it('reloads the referentials in the new language when the language changes', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderSignup();
    await pick(user, /^Country/, 'Cameroon');
    await waitFor(() => expect(combobox(/^Company type/)).toBeEnabled());
    await pick(user, /^Company type/, 'Limited liability company (SARL)');
    await switchLanguage('fr');
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/v1/referentials/companies?countryCode=CM&lang=fr'))).toBe(true),
    );
    await waitFor(() => expect(combobox(/^Forme juridique/)).toHaveValue('Société à responsabilité limitée (SARL)'));
    expect(combobox(/^Pays/)).toHaveValue('Cameroun');
  });
});

describe('signup submit', () => {
  it('creates the company with encoded passwords, confirms, and OK goes to the root', async () => {
    const calls = stubApi({
      'POST /v1/companies': () =>
        jsonResponse({ id: '0190f1a2-0000-7000-8000-0000000000aa', name: 'Boulangerie du Littoral SARL' }, 201),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my company' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Signup received')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/If jeanne@littoral.cm was new to Bilan, Boulangerie du Littoral SARL has been created/),
    ).toBeInTheDocument();
    // The same answer comes for an email that already had an account: the text says what to do then.
    expect(
      within(dialog).getByText(/If this email already had a Bilan account, nothing was created/),
    ).toBeInTheDocument();
    const request = calls.find((call) => call.method === 'POST');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    // The interface language becomes the company's: its generated labels will be English.
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(await request?.json()).toEqual({
      name: 'Boulangerie du Littoral SARL',
      countryCode: 'CM',
      typeCode: 'SARL',
      domainAreaCode: 'TRADE',
      taxSystemCode: 'REAL',
      ownerFirstName: 'Jeanne',
      ownerLastName: 'Mbarga',
      ownerEmail: 'jeanne@littoral.cm',
      ownerEncodedPassword: btoa('Douala#2024'),
      confirmEncodedPassword: btoa('Douala#2024'),
    });
    expect(window.localStorage.getItem('company')).toBe('0190f1a2-0000-7000-8000-0000000000aa');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the server field errors on their fields', async () => {
    stubApi({
      'POST /v1/companies': () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            frMessage: 'Certains champs sont invalides.',
            fields: [
              { path: 'ownerEmail', code: 'OWNER_EMAIL_INVALID' },
              { path: 'ownerEncodedPassword', code: 'PASSWORD_TOO_WEAK' },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my company' }));
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    expect(screen.getByText('the password does not follow all the rules')).toBeInTheDocument();
    // docs/seed-spec.md §8: an error body with a code also shows its toast.
    expect(await screen.findByText('VALIDATION_FAILED')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
