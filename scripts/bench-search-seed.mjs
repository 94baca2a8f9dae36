// The books `npm run bench` searches: one company with DOCUMENTS documents (invoices, bills, credit
// notes and journal entries, most validated with their posted entries), PARTIES customers and
// suppliers, written straight in SQL because 100,000 documents through the API would take an hour.
// `query(text, params)` runs one statement as the database owner and answers its rows.

const FIRST_NAMES =
  'Awa Jean Marie Paul Aïcha Emmanuel Brigitte Samuel Fatou Hervé Clarisse Joseph Mireille Ibrahim Christelle Patrice Nadège Moussa Sandrine Thierry'.split(
    ' ',
  );
const LAST_NAMES =
  'Ngono Mbarga Fotso Tchoupo Essomba Kamga Tagne Abena Atangana Nkoulou Owona Ndjock Eto Mvondo Bello Djeukam Nana Onana Simo Wandji Youmbi Zambo Hamadou Moukoko Ekwalla'.split(
    ' ',
  );
const TRADES =
  'Boulangerie Quincaillerie Transports Pharmacie Librairie Garage Imprimerie Restaurant Cabinet Épicerie Menuiserie Agence'.split(
    ' ',
  );
const TOWNS = ['Douala', 'Yaoundé', 'Bafoussam', 'Garoua', 'Kribi', 'Limbé', 'Bamenda', 'Ebolowa', 'Maroua'];
const PRODUCTS = [
  'ciment CPJ 42.5',
  'fers à béton',
  'riz parfumé',
  'huile de palme',
  'cartons de savon',
  'sacs de farine',
  'prestations de transport',
  'maintenance informatique',
  'fournitures de bureau',
  'location de véhicule',
  'carburant',
  'tôles ondulées',
  'peinture',
  'conseil fiscal',
  'formation',
  'pièces détachées',
];
const EXPENSES = ['Frais bancaires', 'Loyer du mois', 'Salaires', 'Électricité ENEO', 'Eau CAMWATER', 'Internet'];

const sqlArray = (values) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;
/** The n-th value of a list, cycling at a different pace than other lists so combinations vary. */
const pick = (values, expression) => `(${sqlArray(values)})[1 + ((${expression}) % ${values.length})]`;

export async function seedSearchBooks(query, company, { documents, parties }) {
  const [folder] = await query(`select id, start_date from work_folder where company_id = $1 order by start_date`, [
    company.companyId,
  ]);
  const year = String(folder.start_date instanceof Date ? folder.start_date.getUTCFullYear() : folder.start_date).slice(
    0,
    4,
  );
  const accounts = Object.fromEntries(
    (
      await query(
        `select number, id from company_account where company_id = $1
         and number in ('411', '401', '701', '601', '4431', '4452', '521', '627', '622')`,
        [company.companyId],
      )
    ).map((row) => [row.number, row.id]),
  );
  const journals = Object.fromEntries(
    (await query(`select code, id from journal where company_id = $1`, [company.companyId])).map((row) => [
      row.code,
      row.id,
    ]),
  );
  await seedParties(query, company.companyId, accounts, parties);
  await seedDocuments(query, {
    companyId: company.companyId,
    folderId: folder.id,
    year,
    accounts,
    journals,
    documents,
  });
  for (const table of [
    'party',
    'sub_account',
    'accounting_document',
    'document_line',
    'journal_entry',
    'journal_line',
  ]) {
    await query(`analyze ${table}`);
  }
  return { year, folderId: folder.id };
}

/** Customers C00001… (four in five) and suppliers F00001…, each with its sub-account under 411 or 401. */
async function seedParties(query, companyId, accounts, count) {
  await query(`create temporary table bench_party as
    select n, gen_random_uuid() as id, gen_random_uuid() as sub_account_id,
      case when n % 5 = 0 then 'SUPPLIER' else 'CUSTOMER' end as role,
      case when n % 5 = 0 then 'F' || lpad((n / 5)::text, 5, '0') else 'C' || lpad((n - n / 5)::text, 5, '0') end as code,
      case when n % 3 = 0
        then ${pick(TRADES, 'n')} || ' ' || ${pick(LAST_NAMES, 'n * 7')} || ' ' || ${pick(TOWNS, 'n')}
        else ${pick(FIRST_NAMES, 'n')} || ' ' || ${pick(LAST_NAMES, 'n * 3 + n / 25')} end as name,
      '+2376' || (50000000 + (n * 7919) % 50000000)::text as phone
    from generate_series(1, ${count}) as n`);
  await query(
    `insert into sub_account (id, company_id, account_id, number, label, party_id)
     select sub_account_id, $1, case when role = 'SUPPLIER' then $2::uuid else $3::uuid end, code, name, id from bench_party`,
    [companyId, accounts['401'], accounts['411']],
  );
  await query(
    `insert into party (id, company_id, role, code, name, kind, phone, city, country_code, sub_account_id)
     select id, $1, role, code, name, case when n % 3 = 0 then 'COMPANY' else 'INDIVIDUAL' end, phone,
       ${pick(TOWNS, 'n')}, 'CM', sub_account_id from bench_party`,
    [companyId],
  );
}

/**
 * n % 20 sets the type: 11 sale invoices, 5 supplier bills, a sale and a purchase credit note and two
 * journal entries in 20; one document in 50 stays a draft and one in 100 was cancelled. Invoices have one
 * line (quantity × unit price, VAT 19.25 %); validated ones carry their posted entry, numbered per journal.
 */
async function seedDocuments(query, books) {
  const { companyId, folderId, year, accounts, journals, documents } = books;
  await query(`create temporary table bench_document as
    select n, gen_random_uuid() as id, gen_random_uuid() as entry_id,
      case when n % 20 < 11 then 'SALE_INVOICE' when n % 20 < 16 then 'PURCHASE_INVOICE'
        when n % 20 = 16 then 'SALE_CREDIT_NOTE' when n % 20 = 17 then 'PURCHASE_CREDIT_NOTE' else 'JOURNAL_ENTRY' end as type,
      case when (n / 20) % 50 = 7 then 'DRAFT' when (n / 20) % 100 = 13 then 'CANCELLED' else 'VALIDATED' end as state,
      date '${year}-01-01' + (n * 365 / ${documents + 1}) as document_date,
      1 + (n * 13) % 20 as quantity,
      (500 + ((n * 7907) % 500) * 500)::bigint as unit_price
    from generate_series(1, ${documents}) as n`);
  await query(`alter table bench_document add column party_id uuid, add column journal_code text,
    add column excluding_tax bigint, add column vat bigint, add column number text, add column journal_id uuid,
    add column reference text, add column label text`);
  await query(`update bench_document set excluding_tax = quantity * unit_price,
    vat = round(quantity * unit_price * 1925 / 10000.0),
    journal_code = case when type like 'SALE%' then 'VE' when type like 'PURCHASE%' then 'AC' else 'OD' end`);
  await query(`update bench_document d set party_id = p.id from (
      select id, role, row_number() over (partition by role order by n) - 1 as position,
        count(*) over (partition by role) as total from bench_party) p
    where d.type <> 'JOURNAL_ENTRY' and p.role = case when d.type like 'SALE%' then 'CUSTOMER' else 'SUPPLIER' end
      and p.position = (d.n * 31) % p.total`);
  await query(`update bench_document d set number = numbered.number from (
      select id, journal_code || '-${year}-' || lpad(row_number() over (partition by journal_code order by n)::text, 6, '0') as number
      from bench_document where state <> 'DRAFT') numbered where numbered.id = d.id`);
  await query(
    `update bench_document set
       journal_id = case journal_code when 'VE' then $1::uuid when 'AC' then $2::uuid else $3::uuid end,
       reference = case type when 'SALE_INVOICE' then 'BC-' || lpad(((n * 7) % 99991)::text, 5, '0')
         when 'PURCHASE_INVOICE' then 'FAC/${year}/' || lpad(((n * 11) % 99989)::text, 5, '0')
         when 'JOURNAL_ENTRY' then case when n % 3 = 0 then 'REL-' || lpad((n % 9973)::text, 4, '0') end
         else 'AV-' || lpad((n % 9967)::text, 4, '0') end,
       label = case when type = 'JOURNAL_ENTRY' then ${pick(EXPENSES, 'n')} || ' ' || to_char(document_date, 'MM/YYYY')
         when type like 'SALE%' then 'Vente ' || ${pick(PRODUCTS, 'n * 3')} else 'Achat ' || ${pick(PRODUCTS, 'n * 5')} end`,
    [journals.VE, journals.AC, journals.OD],
  );
  // Entries first: a document's foreign key to its entry is checked at once outside a transaction.
  // Straight into the tables, as restore does: the posting triggers (migration 0035) accept only entries
  // that continue the chain and lines of their own statement, so this superuser connection turns
  // triggers off for the bulk write.
  await query('set session_replication_role = replica');
  await query(
    `insert into journal_entry (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date, label,
       source_type, source_id, previous_hash, hash, posted_at)
     select entry_id, $1, $2, journal_id, number, n, document_date, label, 'DOCUMENT', id, repeat('0', 64),
       repeat('0', 64), now()
     from bench_document where state <> 'DRAFT'`,
    [companyId, folderId],
  );
  await query(
    `insert into accounting_document (id, company_id, work_folder_id, type, state, document_date, due_date, party_id,
       reference, label, journal_id, journal_entry_id)
     select id, $1, $2, type, state, document_date, case when type = 'JOURNAL_ENTRY' then null else document_date + 30 end,
       party_id, reference, label, journal_id, case when state <> 'DRAFT' then entry_id end
     from bench_document`,
    [companyId, folderId],
  );
  await query(
    `insert into document_line (id, company_id, document_id, line_number, label, quantity, unit_price, vat_rate_basis_points)
     select gen_random_uuid(), $1, id, 1, 'Lot ' || n, quantity::text, unit_price, 1925
     from bench_document where type <> 'JOURNAL_ENTRY'`,
    [companyId],
  );
  await query(
    `insert into document_line (id, company_id, document_id, line_number, account_id, debit, credit)
     select gen_random_uuid(), $1, id, side, case when side = 1 then $2::uuid else $3::uuid end,
       case when side = 1 then excluding_tax else 0 end, case when side = 2 then excluding_tax else 0 end
     from bench_document cross join (values (1), (2)) as sides (side) where type = 'JOURNAL_ENTRY'`,
    [companyId, accounts['627'] ?? accounts['622'], accounts['521']],
  );
  await seedJournalLines(query, companyId, folderId, accounts);
  await query('reset session_replication_role');
}

/** Sale: debit 411 incl. tax, credit 701 and 4431; purchase: the other way round; credit notes mirror them. */
async function seedJournalLines(query, companyId, folderId, accounts) {
  // Account ids come from the database itself, so they are written into the statements as literals.
  const bySide = (sale, purchase) => `case when d.type like 'SALE%' then '${sale}'::uuid else '${purchase}'::uuid end`;
  const sides = [
    // [line, account, sub-account, amount, on the debit side of an invoice]
    [1, bySide(accounts['411'], accounts['401']), 'p.sub_account_id', 'd.excluding_tax + d.vat', true],
    [2, bySide(accounts['701'], accounts['601']), 'null::uuid', 'd.excluding_tax', false],
    [3, bySide(accounts['4431'], accounts['4452']), 'null::uuid', 'd.vat', false],
  ];
  for (const [line, account, subAccount, amount, invoiceDebit] of sides) {
    // A sale invoice debits its customer, a bill credits its supplier; a credit note swaps its invoice's sides.
    const debit = `((d.type in ('SALE_INVOICE', 'PURCHASE_CREDIT_NOTE')) = ${invoiceDebit})`;
    await query(
      `insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id, sub_account_id,
         entry_date, debit, credit)
       select gen_random_uuid(), $1, $2, d.entry_id, ${line}, ${account}, ${subAccount}, d.document_date,
         case when ${debit} then ${amount} else 0 end, case when ${debit} then 0 else ${amount} end
       from bench_document d left join bench_party p on p.id = d.party_id
       where d.state <> 'DRAFT' and d.type <> 'JOURNAL_ENTRY'`,
      [companyId, folderId],
    );
  }
  await query(
    `insert into journal_line (id, company_id, work_folder_id, entry_id, line_number, account_id, entry_date, debit, credit)
     select gen_random_uuid(), $1, $2, d.entry_id, l.line_number, l.account_id, d.document_date, l.debit, l.credit
     from bench_document d join document_line l on l.document_id = d.id
     where d.state <> 'DRAFT' and d.type = 'JOURNAL_ENTRY'`,
    [companyId, folderId],
  );
}

/** Real values of the seeded books to search for: an invoice's number, reference and total, a party. */
export async function searchSamples(query, companyId, documents) {
  const [invoice] = await query(
    `select e.number, d.reference, l.debit::text as total
     from accounting_document d
     join journal_entry e on e.id = d.journal_entry_id
     join journal_line l on l.entry_id = e.id and l.line_number = 1
     where d.company_id = $1 and d.type = 'SALE_INVOICE' and d.state = 'VALIDATED'
     order by e.number offset $2 limit 1`,
    [companyId, Math.floor(documents / 25)],
  );
  const [party] = await query(
    `select name, phone from party where company_id = $1 and role = 'CUSTOMER' and kind = 'INDIVIDUAL'
     order by code offset 41 limit 1`,
    [companyId],
  );
  return { invoice, party };
}
