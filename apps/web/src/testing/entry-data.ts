import {
  DEFAULT_ENTRY_FORM,
  type CategoryNode,
  type CustomField,
  type EntryDetail,
  type EntryForm,
  type EntrySummary,
  type RegistrationWindow,
  type UploadedFile,
} from '@laurel/contract';

/** Contract-shaped entries, categories and uploads for the entrant's page tests. */

export const categoryTree = (): CategoryNode[] => [
  {
    id: 1,
    parentId: null,
    name: 'Product',
    description: 'Objects made to be used.',
    coverUrl: null,
    entryFeeCents: 0,
    feeTiers: [],
    sort: 1,
    children: [
      { id: 2, parentId: 1, name: 'Furniture', description: 'Chairs, tables, storage.', coverUrl: null, entryFeeCents: 35000, feeTiers: [{ tier: 'regular', feeCents: 35000, startsAt: null, endsAt: null }], sort: 1, children: [] },
      { id: 3, parentId: 1, name: 'Lighting', description: 'Lamps and luminaires.', coverUrl: null, entryFeeCents: 29900, feeTiers: [{ tier: 'regular', feeCents: 29900, startsAt: null, endsAt: null }], sort: 2, children: [] },
    ],
  },
  {
    id: 4,
    parentId: null,
    name: 'Communication',
    description: '',
    coverUrl: null,
    entryFeeCents: 0,
    feeTiers: [],
    sort: 2,
    children: [
      { id: 5, parentId: 4, name: 'Branding', description: 'Identities and systems.', coverUrl: null, entryFeeCents: 25000, feeTiers: [{ tier: 'regular', feeCents: 25000, startsAt: null, endsAt: null }], sort: 1, children: [] },
    ],
  },
];

export const registrationOpen = (isOpen = true): RegistrationWindow => ({
  isOpen,
  seasonYear: 2027,
  opensAt: '2027-01-10T00:00:00.000Z',
  closesAt: '2027-05-31T23:59:59.000Z',
  now: isOpen ? '2027-03-01T00:00:00.000Z' : '2027-06-02T00:00:00.000Z',
});

export const uploadLimits = { imageMaxBytes: 20 * 1024 * 1024, imagesPerEntryMax: 10, pdfMaxBytes: 30 * 1024 * 1024, imageMinLongEdge: 1200 };

export const uploaded = (fileId: number, name: string, kind: 'image' | 'pdf' = 'image'): UploadedFile => ({
  fileId,
  kind,
  url: `/files/${fileId}/original?exp=1&sig=abc`,
  thumbUrl: `/files/${fileId}/thumb?exp=1&sig=abc`,
  width: kind === 'image' ? 1600 : null,
  height: kind === 'image' ? 1200 : null,
  bytes: 1234,
  name,
});

export const entrySummary = (id: number, overrides: Partial<EntrySummary> = {}): EntrySummary => ({
  id,
  entryFeeStatus: 'unpaid',
  winnerPackageFeeStatus: 'unpaid',
  additionalTrophyFeeStatus: 'unpaid',
  seasonYear: 2027,
  category: { id: 2, name: 'Furniture', groupName: 'Product' },
  title: `Entry ${id}`,
  coverUrl: null,
  status: 'draft',
  draftStep: 0,
  award: null,
  isShow: false,
  entryFeeCents: 35000,
  winnerPackageFeeCents: null,
  trophyFeeCents: null,
  documents: { entryFeeInvoice: false, winnerPackageFeeInvoice: false, additionalTrophyFeeInvoice: false, certificate: false },
  submittedAt: null,
  createdAt: '2027-02-01T10:00:00.000Z',
  updatedAt: '2027-02-01T10:00:00.000Z',
  ...overrides,
});

export const entryDetail = (id: number, overrides: Partial<EntryDetail> = {}): EntryDetail => ({
  ...entrySummary(id),
  description: '',
  credits: '',
  videoUrl: null,
  images: [],
  pdf: null,
  invitationCode: null,
  form: DEFAULT_ENTRY_FORM,
  customFields: {},
  winnerInfo: null,
  trophyOrders: [],
  creditNotes: [],
  canEdit: true,
  canEditImages: true,
  publicWinner: false,
  goesPublicAt: null,
  ...overrides,
});

/** A stored image of an entry; `name` is what it was uploaded as ('' for files from before names were kept). */
export const entryImage = (fileId: number, name = '', size: { width: number; height: number } = { width: 1600, height: 1200 }) => {
  const { url, thumbUrl } = uploaded(fileId, name);
  return { fileId, url, thumbUrl, ...size, name };
};

/** A custom field of an entry form (docs/product.md#entry-form): a short text, unless told. */
export const customField = (key: string, overrides: Partial<CustomField> = {}): CustomField => ({
  key,
  type: 'shortText',
  label: key,
  labelZh: '',
  help: '',
  helpZh: '',
  required: false,
  maxLength: null,
  options: [],
  min: null,
  max: null,
  showToJury: true,
  ...overrides,
});

/** The default form with these custom fields and built-in fields changed as told. */
export const entryForm = (custom: CustomField[], builtIn: Partial<EntryForm['builtIn']> = {}): EntryForm => ({
  builtIn: { ...DEFAULT_ENTRY_FORM.builtIn, ...builtIn },
  custom,
});
