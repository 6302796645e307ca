// lucia sessions stored through Prisma. lucia's official Prisma adapter pins an older
// Prisma major, so this small adapter speaks to our client directly.
import type { Db, Role } from "@primp/db";
import { type Adapter, type DatabaseSession, type DatabaseUser, Lucia, TimeSpan } from "lucia";

export interface SessionUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  mustChangePassword: boolean;
  avatarUrl: string | null;
}

const userSelect = {
  id: true,
  email: true,
  role: true,
  firstName: true,
  lastName: true,
  mustChangePassword: true,
  avatarUrl: true,
} as const;

function prismaSessionAdapter(db: Db): Adapter {
  const toSession = (s: { id: string; userId: string; expiresAt: Date }): DatabaseSession => ({
    id: s.id,
    userId: s.userId,
    expiresAt: s.expiresAt,
    attributes: {},
  });
  return {
    async getSessionAndUser(sessionId) {
      const found = await db.session.findUnique({
        where: { id: sessionId },
        include: { user: { select: userSelect } },
      });
      if (!found) return [null, null];
      const { id, ...attributes } = found.user;
      const user: DatabaseUser = { id, attributes };
      return [toSession(found), user];
    },
    async getUserSessions(userId) {
      return (await db.session.findMany({ where: { userId } })).map(toSession);
    },
    async setSession(session) {
      await db.session.create({ data: { id: session.id, userId: session.userId, expiresAt: session.expiresAt } });
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await db.session.updateMany({ where: { id: sessionId }, data: { expiresAt } });
    },
    async deleteSession(sessionId) {
      await db.session.deleteMany({ where: { id: sessionId } });
    },
    async deleteUserSessions(userId) {
      await db.session.deleteMany({ where: { userId } });
    },
    async deleteExpiredSessions() {
      await db.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
    },
  };
}

export function createLucia(db: Db, options: { secureCookies: boolean }) {
  return new Lucia(prismaSessionAdapter(db), {
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
