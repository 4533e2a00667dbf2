import { describe, expect, it } from 'vitest';
import {
  markupBodySchema,
  organizationBodySchema,
  organizationUpdateBodySchema,
  roleBodySchema,
  slugFromName,
  updateUserRoleBodySchema,
} from './back-office';
import { organizationsSearchSchema } from './back-office-search';
import { balanceEntryBodySchema } from './balance-entry-body';

function firstMessage(result: { error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('back-office payloads', () => {
  it('sets a platform role', () => {
    expect(updateUserRoleBodySchema.parse({ userId: 'u1', role: 'admin' })).toEqual({
      userId: 'u1',
      role: 'admin',
    });
    expect(updateUserRoleBodySchema.safeParse({ userId: 'u1', role: 'owner' }).success).toBe(false);
  });

  it('wants a slug of lowercase words', () => {
    expect(organizationBodySchema.parse({ name: 'Atlas Voyages', slug: 'atlas-voyages' }).slug).toBe(
      'atlas-voyages',
    );
    expect(
      firstMessage(organizationBodySchema.safeParse({ name: 'Atlas Voyages', slug: 'Atlas Voyages' })),
    ).toBe('Use lowercase letters, digits and dashes, e.g. atlas-voyages');
    expect(organizationUpdateBodySchema.parse({ city: 'Marrakech' })).toEqual({ city: 'Marrakech' });
  });

  it('needs at least one action per resource of a role', () => {
    expect(roleBodySchema.safeParse({ name: 'agent', permissions: { reservation: [] } }).success).toBe(false);
    expect(
      roleBodySchema.parse({ name: 'agent', permissions: { reservation: ['read'] } }).permissions,
    ).toEqual({
      reservation: ['read'],
    });
  });

  it('caps percentage markups at 100 and defaults them to active', () => {
    const markup = {
      organizationId: 'org1',
      name: 'Default',
      kind: 'percentage',
      value: 3,
      contentKind: 'ALL',
    } as const;
    expect(markupBodySchema.parse(markup).active).toBe(true);
    expect(firstMessage(markupBodySchema.safeParse({ ...markup, value: 150 }))).toBe(
      'A percentage markup is at most 100',
    );
    expect(markupBodySchema.parse({ ...markup, kind: 'fixed', value: 150 }).value).toBe(150);
    expect(firstMessage(markupBodySchema.safeParse({ ...markup, value: -1 }))).toBe(
      'The markup cannot be negative',
    );
    expect(firstMessage(markupBodySchema.safeParse({ ...markup, name: 'N'.repeat(61) }))).toBe(
      'A markup name has at most 60 characters',
    );
  });

  it('accepts positive balance movements only', () => {
    const entry = {
      organizationId: 'org1',
      kind: 'credit',
      amount: 500,
      description: 'Bank transfer',
    } as const;
    expect(balanceEntryBodySchema.parse(entry)).toEqual(entry);
    expect(firstMessage(balanceEntryBodySchema.safeParse({ ...entry, amount: 0 }))).toBe(
      'The amount must be more than 0',
    );
  });
});

describe('organizations', () => {
  it('makes a slug of a name, accents and punctuation dropped', () => {
    expect(slugFromName('Atlas Voyages Fès')).toBe('atlas-voyages-fes');
    expect(slugFromName('  Sahara & Co. ')).toBe('sahara-co');
    expect(
      organizationBodySchema.safeParse({ name: 'Sahara', slug: slugFromName('Sahara & Co.') }).success,
    ).toBe(true);
  });

  it('takes a logo as an URL', () => {
    const body = { name: 'Sahara', slug: 'sahara', logo: 'http://127.0.0.1:4010/uploads/UPL1/logo.png' };
    expect(organizationBodySchema.parse(body)).toEqual(body);
    expect(organizationBodySchema.safeParse({ ...body, logo: 'logo.png' }).success).toBe(false);
  });

  it('reads the tab of /settings/organizations, dropping an unknown one', () => {
    expect(organizationsSearchSchema.parse({ tab: 'users', page: 2 })).toEqual({ tab: 'users', page: 2 });
    expect(organizationsSearchSchema.parse({ tab: 'billing' })).toEqual({});
    expect(organizationsSearchSchema.parse({ organization: 'org_paris', page: 2 })).toEqual({
      organization: 'org_paris',
      page: 2,
    });
    expect(organizationsSearchSchema.parse({ organization: '  ' })).toEqual({});
  });
});
