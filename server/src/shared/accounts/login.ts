import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { WechatUser } from '../../providers/wechat.js';
import type { IdentityService, WechatApp } from './identities.js';
import type { RelationService } from './relations.js';
import type { TicketService } from './tickets.js';
import type { ChangeAccountBody, IssuedToken, SmsLoginBody, TicketAnswer } from './schemas.js';
import type { AuthUser, TokenService } from './tokens.js';
import type { UserService } from './users.js';
import type { VerificationService } from './verification.js';

const ECOLOGY_OF_APP: Record<WechatApp, string> = { mp: 'mpXfs', mini: 'miniXfs' };

/** The login flows of docs/API.md, built on the smaller services. */
export class LoginService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly parts: {
      tokens: TokenService;
      tickets: TicketService;
      users: UserService;
      relations: RelationService;
      identities: IdentityService;
      verification: VerificationService;
    },
  ) {}

  /** A WeChat identity was confirmed (OAuth or mini-program): record it, hand out a ticket. */
  async ticketFor(app: WechatApp, user: WechatUser): Promise<TicketAnswer> {
    await this.parts.identities.upsert(app, user);
    const { ticket, expiresIn } = await this.parts.tickets.create(user.openid);
    return { ticket, expiresIn, openid: user.openid };
  }

  /**
   * SMS login. Creates the user on first login (origin and inviter recorded). A live `ticket`
   * binds its WeChat identity to this user and is consumed; a stale one is ignored.
   */
  async withCode(input: SmsLoginBody): Promise<IssuedToken> {
    const { tokens, tickets, users, relations, identities, verification } = this.parts;
    await verification.verify('login', input.mobile, input.verificationCode, { consume: true });

    const ticket = input.ticket ? await tickets.findLive(input.ticket) : null;
    const identity = ticket ? await identities.findByOpenid(ticket.openid) : undefined;
    const { user, created } = await users.findOrCreateByMobile(input.mobile, {
      channel: input.channel ?? null,
      sceneId: input.sceneId ?? null,
      nickname: identity?.nickname,
      avatar: identity?.avatar,
    });
    if (created) {
      await relations.tryBind(user.id, input.invitationCode, {
        source: 'register',
        sceneId: input.sceneId,
        channel: input.channel,
      });
    }
    return this.db.transaction().execute(async (trx) => {
      if (ticket && (await tickets.consume(ticket.id, trx))) {
        await identities.bind(ticket.openid, user.id, trx);
      } else if (input.ticket) {
        this.log.info({ userId: user.id }, 'SMS login with a ticket that is no longer valid; not bound');
      }
      return tokens.issue(user.id, input.ecologyName, trx);
    });
  }

  /** Silent login: -4 when the ticket is unknown, expired or used, or its openid has no user yet. */
  async withTicket(ticketText: string, invitationCode?: string): Promise<IssuedToken> {
    const { tokens, tickets, identities, relations } = this.parts;
    const ticket = await tickets.findLive(ticketText);
    if (!ticket) throw new AppError(States.TICKET_REJECTED);
    const identity = await identities.findByOpenid(ticket.openid);
    // The ticket stays valid here, so the SMS login that follows can bind it.
    if (!identity?.user_id) throw new AppError(States.MOBILE_NOT_BOUND);
    const userId = identity.user_id;
    const issued = await this.db.transaction().execute(async (trx) => {
      if (!(await tickets.consume(ticket.id, trx))) throw new AppError(States.TICKET_REJECTED);
      return tokens.issue(userId, ECOLOGY_OF_APP[identity.app], trx);
    });
    await relations.tryBind(userId, invitationCode, { source: 'ticket' });
    return issued;
  }

  /**
   * Switches the logged-in session to the account of `mobile` (created if new): the WeChat
   * bindings move along, the current token is revoked, a new one is issued.
   */
  async changeAccount(
    current: AuthUser,
    input: ChangeAccountBody,
  ): Promise<IssuedToken> {
    const { tokens, users, identities, verification } = this.parts;
    const me = await users.findById(current.userId);
    if (me?.mobile === input.mobile) throw new AppError(States.SAME_ACCOUNT);
    await verification.verify('changeAccount', input.mobile, input.verificationCode, { consume: true });
    const { user: target } = await users.findOrCreateByMobile(input.mobile);
    return this.db.transaction().execute(async (trx) => {
      await identities.moveBindings(current.userId, target.id, trx);
      await tokens.revoke(current.tokenHash, trx);
      return tokens.issue(target.id, input.ecologyName, trx);
    });
  }
}
