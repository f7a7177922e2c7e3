import { getPerson, searchPeople, setPersonActive, setPersonIdentity } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getPerson as getPersonService } from '../../services/accounts/people/get-person.ts';
import { searchPeople as searchPeopleService } from '../../services/accounts/people/search-people.ts';
import { setJuryRole } from '../../services/accounts/people/set-jury-role.ts';
import { setPersonActive as setPersonActiveService } from '../../services/accounts/people/set-person-active.ts';

/** The console's people (docs/product.md#people): search, one person, identity, deactivation. */
export function peopleRoutes(app: FastifyInstance): void {
  defineRoute(app, searchPeople, ({ ctx, query }) => searchPeopleService(ctx, query));
  defineRoute(app, getPerson, ({ ctx, query }) => getPersonService(ctx, query.id));
  defineRoute(app, setPersonIdentity, async ({ ctx, body, user }) => {
    await setJuryRole(ctx, { who: { id: body.userId }, identity: body.identity, categoryIds: body.categoryIds, actorId: user.id });
    return getPersonService(ctx, body.userId);
  });
  defineRoute(app, setPersonActive, async ({ ctx, body, user }) => {
    await setPersonActiveService(ctx, { ...body, actorId: user.id });
    return getPersonService(ctx, body.userId);
  });
}
