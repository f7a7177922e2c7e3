import type { ServerResponse } from 'node:http';
import {
  API_PREFIX,
  type CallData,
  type CallDef,
  type JuryProfile,
  type PhaseInfo,
  type Winner,
  type WinnerDetail,
} from '@laurel/contract';
import { sendOk, type TestApiServer } from './api-server.ts';

/**
 * Contract-shaped answers of the public calls for page tests. `answer` checks the data against
 * the call's response schema first, so a fixture that drifts from the contract fails the test
 * instead of passing against data the server could never send.
 */
export function answer<C extends CallDef>(server: TestApiServer, call: C, data: CallData<C>): void {
  const parsed = call.response.parse(data);
  server.route(`${API_PREFIX}${call.path}`, (_req, res: ServerResponse) => sendOk(res, parsed));
}

export const season = (overrides: Partial<NonNullable<PhaseInfo['season']>> = {}) => ({
  id: 1,
  year: 2027,
  name: '2027 season',
  registrationOpensAt: '2027-01-10T00:00:00.000Z',
  registrationClosesAt: '2027-04-30T00:00:00.000Z',
  firstReviewStartsAt: '2027-05-10T00:00:00.000Z',
  firstReviewEndsAt: '2027-06-10T00:00:00.000Z',
  secondReviewStartsAt: '2027-06-20T00:00:00.000Z',
  secondReviewEndsAt: '2027-07-20T00:00:00.000Z',
  resultsAt: '2027-09-01T00:00:00.000Z',
  ...overrides,
});

export const phaseInfo = (phase: PhaseInfo['phase'], now = '2027-03-01T00:00:00.000Z'): PhaseInfo => ({
  phase,
  season: season(),
  now,
});

export const winner = (id: number, overrides: Partial<Winner> = {}): Winner => ({
  id,
  seasonYear: 2026,
  title: `Project ${id}`,
  designer: `Studio ${id}`,
  country: 'DE',
  category: { id: 11, name: 'Furniture', groupName: 'Product' },
  award: { id: 1, name: 'Gold', rank: 1 },
  coverUrl: `/files/${100 + id}/original`,
  ...overrides,
});

export const winnerDetail = (id: number, overrides: Partial<WinnerDetail> = {}): WinnerDetail => ({
  ...winner(id),
  description: 'A chair made from one folded sheet.',
  credits: 'Design: Ada Lovelace\nEngineering: Charles Babbage',
  text: 'We are honoured.',
  videoUrl: null,
  images: [1, 2, 3].map((n) => ({
    fileId: 500 + n,
    url: `/files/${500 + n}/original`,
    thumbUrl: `/files/${500 + n}/thumb`,
    width: 1600,
    height: 1200,
  })),
  previous: winner(id - 1, { title: 'The project before' }),
  next: winner(id + 1, { title: 'The project after', award: { id: 2, name: 'Silver', rank: 2 } }),
  more: {
    categoryId: 10,
    categoryName: 'Product',
    winners: [21, 22, 23].map((n) => winner(n, { title: `Related ${n}` })),
  },
  ...overrides,
});

export const juryMember = (id: number, overrides: Partial<JuryProfile> = {}): JuryProfile => ({
  id,
  name: `Judge ${id}`,
  title: 'Design director',
  company: `Company ${id}`,
  country: 'JP',
  bio: `Biography of judge ${id}.`,
  photoUrl: id % 2 === 0 ? null : `/files/${900 + id}/original`,
  sort: id,
  ...overrides,
});

export const page = <T>(list: T[], total = list.length, pageNo = 1, pageSize = 20) => ({
  list,
  total,
  page: pageNo,
  pageSize,
});
