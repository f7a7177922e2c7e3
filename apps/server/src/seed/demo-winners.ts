import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import { entries, users } from '../db/schema.ts';

/**
 * Last season's published winners for a fresh install (issue 3 "demo data"): several
 * categories and every award level, each with the texts a winner page shows. The studios are
 * accounts nobody can log in to (a random password nobody knows) and enter this season too
 * (demo-reviews.ts); images come from seedDemoImages, which runs after this.
 */
export const DEMO_STUDIOS = [
  { key: 'nordlicht', name: 'Nordlicht Studio', country: 'DE' },
  { key: 'kumo', name: 'Kumo Design Office', country: 'JP' },
  { key: 'atelier-riva', name: 'Atelier Riva', country: 'IT' },
  { key: 'northlight', name: 'Northlight Labs', country: 'CN' },
  { key: 'fjord', name: 'Fjord & Field', country: 'NO' },
  { key: 'casa-luz', name: 'Casa Luz Arquitectura', country: 'MX' },
] as const;

export type StudioKey = (typeof DEMO_STUDIOS)[number]['key'];

/** `leaf` indexes the demo categories in order (demo-content.ts); `level` the award levels, 0 highest. */
export const DEMO_WINNERS: { studio: StudioKey; leaf: number; level: number; title: string; description: string; credits: string; text: string; videoUrl?: string }[] = [
  { studio: 'nordlicht', leaf: 0, level: 0, title: 'Lumo hearing aid', description: 'A hearing aid shaped like a small piece of jewellery, charged by placing it in its stone-like case. It adapts to noisy rooms on its own and never asks its wearer to open an app.', credits: 'Design: Nordlicht Studio — Lea Brandt, Jonas Vogel', text: 'We wanted a medical device that people would want to be seen wearing.' },
  { studio: 'kumo', leaf: 1, level: 1, title: 'Engawa bench', description: 'A bench of solid hinoki that joins without metal. Its slats are spaced so that the bench dries quickly after rain and stays usable outdoors all year.', credits: 'Design: Kumo Design Office — Haruto Mori', text: 'Traditional joinery made simple enough for a small workshop to build.' },
  { studio: 'atelier-riva', leaf: 2, level: 2, title: 'Calma infusion pump', description: 'An infusion pump for home care whose single dial and large status light let patients and relatives read it from across the room.', credits: 'Design: Atelier Riva with Ospedale San Carlo', text: 'Fewer alarms, clearer status: a calmer night for patients at home.' },
  { studio: 'northlight', leaf: 3, level: 0, title: 'Shanshui — identity for a river park', description: 'An identity system whose marks are drawn from the water levels of the river over one year. Signage, maps and the website share one flexible grid.', credits: 'Design: Northlight Labs — Wei Zhang, Lin Qiao', text: 'An identity that records the place it stands for.', videoUrl: 'https://example.com/videos/shanshui' },
  { studio: 'fjord', leaf: 4, level: 1, title: 'Brine — seaweed snack packaging', description: 'Packaging printed with one ink on unbleached board, folded without glue. The pattern on each pack is the tide table of the day it was harvested.', credits: 'Design: Fjord & Field — Ingrid Solberg', text: 'Honest materials and a small story on every pack.' },
  { studio: 'kumo', leaf: 5, level: 3, title: 'Tsugi Sans', description: 'A typeface family for Japanese and Latin text that share one rhythm, designed for wayfinding in train stations read at walking speed.', credits: 'Type design: Kumo Design Office — Aya Ishikawa', text: 'Two scripts that finally feel like one voice.' },
  { studio: 'casa-luz', leaf: 6, level: 0, title: 'Patio Verde apartments', description: 'The shared courtyard of a social housing block turned into a shaded garden, with kitchens opening onto it so neighbours meet while cooking.', credits: 'Architecture: Casa Luz Arquitectura — Sofía Herrera, Diego Ramos', text: 'Public housing that starts from the life between the doors.' },
  { studio: 'atelier-riva', leaf: 7, level: 2, title: 'Salt — an exhibition on preserving', description: 'An exhibition on how people have kept food through winter, built entirely from rented pallets and salt blocks that went back into use afterwards.', credits: 'Exhibition design: Atelier Riva', text: 'An exhibition that left nothing behind.' },
  { studio: 'northlight', leaf: 8, level: 1, title: 'Slow Mail', description: 'An e-mail app that delivers messages three times a day, like a post round, and shows them as a calm stack rather than an endless list.', credits: 'Product design: Northlight Labs', text: 'We set out to build an app that gives attention back.' },
  { studio: 'fjord', leaf: 9, level: 4, title: 'Tideline weather service', description: 'A weather website for fishers and sailors that shows the next twelve hours as one readable line, and works on a poor connection at sea.', credits: 'Design and code: Fjord & Field', text: 'Useful first, and beautiful because of it.' },
  { studio: 'nordlicht', leaf: 1, level: 3, title: 'Pila stacking stool', description: 'A stool moulded from recycled fishing nets that stacks twelve high and is taken back at the end of its life.', credits: 'Design: Nordlicht Studio — Jonas Vogel', text: 'A second life for the sea’s most common waste.' },
  { studio: 'casa-luz', leaf: 3, level: 4, title: 'Mercado 24 — market signage', description: 'Hand-painted signs for a city market, painted by the stall holders themselves from a shared set of letters and colours.', credits: 'Design: Casa Luz with the traders of Mercado 24', text: 'A system generous enough to let everyone take part.' },
  { studio: 'kumo', leaf: 0, level: 2, title: 'Oto radio', description: 'A kitchen radio with one knob and no screen. Turning it tunes; pressing it saves the station — nothing else to learn.', credits: 'Design: Kumo Design Office — Haruto Mori, Aya Ishikawa', text: 'Restraint as a feature.' },
  { studio: 'northlight', leaf: 2, level: 4, title: 'Breathe spirometer', description: 'A pocket spirometer for children with asthma that turns the daily breathing test into a short game.', credits: 'Design: Northlight Labs with Shanghai Children’s Hospital', text: 'A daily chore made into something children ask for.' },
];

/** Inserts the studios and their shown winners in the seed's transaction; answers the studios' ids. */
export async function seedDemoWinners(
  tx: Tx,
  opts: { seasonId: number; leafIds: number[]; levelIds: number[]; passwordHash: string; submittedAt: Date },
): Promise<Record<StudioKey, number>> {
  const studios = await tx
    .insert(users)
    .values(
      DEMO_STUDIOS.map((s) => ({
        email: `${s.key}@studios.laurel.local`,
        passwordHash: opts.passwordHash,
        name: s.name,
        company: s.name,
        country: s.country,
        language: 'en',
      })),
    )
    .returning({ id: users.id, email: users.email });
  const studioId = (key: StudioKey) => studios.find((s) => s.email.startsWith(`${key}@`))!.id;
  await tx
    .insert(entries)
    .values(
      DEMO_WINNERS.map((w) => ({
        userId: studioId(w.studio),
        seasonId: opts.seasonId,
        categoryId: opts.leafIds[w.leaf % opts.leafIds.length]!,
        awardLevelId: opts.levelIds[w.level]!,
        title: w.title,
        description: w.description,
        credits: w.credits,
        videoUrl: w.videoUrl ?? null,
        status: 'awarded',
        entryFeeStatus: 'paid',
        winnerPackageFeeStatus: 'paid',
        isShow: true,
        submittedAt: opts.submittedAt,
        winnerInfo: { credits: w.credits, text: w.text },
      })),
    );
  return Object.fromEntries(DEMO_STUDIOS.map((s) => [s.key, studioId(s.key)])) as Record<StudioKey, number>;
}

/** A password nobody knows: the studio accounts exist to own winners, not to sign in. */
export const unusablePassword = () => randomBytes(24).toString('base64url');
