import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL_MESSAGE,
  ORGANIZATION_ID_REQUIRED_MESSAGE,
  memberInviteSchema,
  organizationIdSchema,
} from './member-invite';

const messages = (input: unknown) =>
  memberInviteSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('memberInviteSchema', () => {
  it('pins the SPEC §5 messages', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address.');
    expect(ORGANIZATION_ID_REQUIRED_MESSAGE).toBe('Organization ID is required');
  });

  it('accepts one role or several, with or without an organization', () => {
    expect(memberInviteSchema.parse({ email: 'zoe@agency.ma', role: 'member' })).toEqual({
      email: 'zoe@agency.ma',
      role: 'member',
    });
    expect(
      memberInviteSchema.parse({ email: 'zoe@agency.ma', role: ['admin', 'owner'], organizationId: 'org_1' }),
    ).toEqual({
      email: 'zoe@agency.ma',
      role: ['admin', 'owner'],
      organizationId: 'org_1',
    });
  });

  it('says the e-mail is invalid, missing or not', () => {
    expect(messages({ email: 'zoe', role: 'member' })).toEqual([
      ['email', 'Please enter a valid email address.'],
    ]);
    expect(messages({ role: 'member' })).toEqual([['email', 'Please enter a valid email address.']]);
  });

  it('says the organization ID is required when it is given empty', () => {
    expect(messages({ email: 'zoe@agency.ma', role: 'member', organizationId: '' })).toEqual([
      ['organizationId', 'Organization ID is required'],
    ]);
    expect(messages({ email: 'zoe@agency.ma', role: 'member', organizationId: '   ' })).toEqual([
      ['organizationId', 'Organization ID is required'],
    ]);
    expect(organizationIdSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Organization ID is required',
    );
  });

  it('refuses roles that are not admin, owner or member', () => {
    expect(memberInviteSchema.safeParse({ email: 'zoe@agency.ma', role: 'user' }).success).toBe(false);
    expect(memberInviteSchema.safeParse({ email: 'zoe@agency.ma', role: ['member', 'guest'] }).success).toBe(
      false,
    );
  });
});
