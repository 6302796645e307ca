// lucia sessions, stored by our own small adapter. lucia's official Prisma adapter pins an
// older Prisma major, and ours stores only a SHA-256 of each session id, as the one-time
// tokens are: the cookie's value never sits in the database, so a leaked row or backup cannot
// be turned into a working session. Every method hashes the id it is given. Validation, on
// every signed-in request, is one Kysely query (session joined to its user), built once.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { type Db, preparedQuery, type Role, type Sql } from "@primp/db";
import { type Adapter, type DatabaseSession, type DatabaseUser, Lucia, TimeSpan } from "lucia";

export interface SessionUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  mustChangePassword: boolean;
  avatarUrl: string | null;
}

/** What the Session table's `id` holds for a session whose cookie carries `sessionId`. */
export const hashSessionId = (sessionId: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(sessionId)));

const sessionAndUser = preparedQuery((sql, { hashedId }: { hashedId: string }) =>
  sql
    .selectFrom("Session")
    .innerJoin("User", "User.id", "Session.userId")
    .select([
      "Session.userId",
      "Session.expiresAt",
      "User.email",
      "User.role",
      "User.firstName",
      "User.lastName",
      "User.mustChangePassword",
      "User.avatarUrl",
    ])
    .where("Session.id", "=", hashedId),
);

function hashedSessionAdapter(db: Db, sql: Sql): Adapter {
  const toSession = (id: string, s: { userId: string; expiresAt: Date }): DatabaseSession => ({
    id,
    userId: s.userId,
    expiresAt: s.expiresAt,
    attributes: {},
  });
  return {
    async getSessionAndUser(sessionId) {
      const [found] = (await sessionAndUser(sql, { hashedId: hashSessionId(sessionId) })).rows;
      if (!found) return [null, null];
      const { userId, expiresAt, ...attributes } = found;
      const user: DatabaseUser = { id: userId, attributes };
      return [toSession(sessionId, { userId, expiresAt }), user];
    },
    // lucia only lists them; the ids it gets back are the stored hashes, never usable as cookies.
    async getUserSessions(userId) {
      return (await db.session.findMany({ where: { userId } })).map((s) => toSession(s.id, s));
    },
    async setSession(session) {
      await db.session.create({
        data: { id: hashSessionId(session.id), userId: session.userId, expiresAt: session.expiresAt },
      });
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await db.session.updateMany({ where: { id: hashSessionId(sessionId) }, data: { expiresAt } });
    },
    async deleteSession(sessionId) {
      await db.session.deleteMany({ where: { id: hashSessionId(sessionId) } });
    },
    async deleteUserSessions(userId) {
      await db.session.deleteMany({ where: { userId } });
    },
    async deleteExpiredSessions() {
      await db.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
    },
  };
}

export function createLucia(db: Db, sql: Sql, options: { secureCookies: boolean }) {
  return new Lucia(hashedSessionAdapter(db, sql), {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: { name: "primp_session", attributes: { secure: options.secureCookies, sameSite: "lax" } },
    getUserAttributes: (attributes) => attributes,
  });
}

export type Auth = ReturnType<typeof createLucia>;

declare module "lucia" {
  interface Register {
    Lucia: Auth;
    DatabaseUserAttributes: SessionUser;
  }
}
