import { ARTICLE_PREVIEW_LENGTH, ARTICLES_PAGE_SIZE, BLOG_POST_NOT_FOUND } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TOO_MANY_ATTEMPTS } from "../../auth/rate-limit.ts";
import { CONTACT_PER_ADDRESS } from "../../auth/rate-limit-rules.ts";
import { BLOG_CAROUSEL_LIMIT } from "../../domain/content.ts";
import { contactThankYou } from "../../emails/contact.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const longText = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(" ");

describe("content.testimonials and content.blogPosts", () => {
  it("reads testimonials in their set order", async () => {
    await services.db.testimonial.createMany({
      data: [
        { quote: "Second", author: "B", sortOrder: 2 },
        { quote: "First", author: "A", location: "Boston, MA", sortOrder: 1 },
      ],
    });
    const { caller } = createTestClient(services);
    expect(await caller.content.testimonials()).toMatchObject([
      { quote: "First", author: "A", location: "Boston, MA" },
      { quote: "Second", author: "B" },
    ]);
  });

  it("reads the blog carousel from the database, newest first and capped", async () => {
    const { caller } = createTestClient(services);
    expect(await caller.content.blogPosts()).toEqual([]);

    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await services.db.blogPost.createMany({
      data: Array.from({ length: BLOG_CAROUSEL_LIMIT + 2 }, (_, i) => ({
        title: `Post ${i + 1}`,
        imageUrl: `/images/blog/post-${i + 1}.webp`,
        link: `https://blog.example/post-${i + 1}`,
        createdAt: day(i + 1),
      })),
    });
    const posts = await caller.content.blogPosts();
    expect(posts).toHaveLength(BLOG_CAROUSEL_LIMIT);
    expect(posts[0]).toEqual({
      id: expect.any(Number),
      title: `Post ${BLOG_CAROUSEL_LIMIT + 2}`,
      imageUrl: `/images/blog/post-${BLOG_CAROUSEL_LIMIT + 2}.webp`,
      link: `https://blog.example/post-${BLOG_CAROUSEL_LIMIT + 2}`,
    });
  });
});

describe("content.blog and content.blogPost", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  beforeEach(async () => {
    await services.db.blogPost.createMany({
      data: [
        {
          title: "Older",
          imageUrl: "/images/blog/older.svg",
          link: "/blog/older",
          slug: "older",
          body: `${longText(80)}\n\nSecond paragraph.`,
          createdAt: day(1),
        },
        { title: "Elsewhere", imageUrl: "/images/blog/x.svg", link: "https://press.example/x", createdAt: day(2) },
        {
          title: "Newer",
          imageUrl: "/images/blog/newer.svg",
          link: "/blog/newer",
          slug: "newer",
          body: "Only one <b>paragraph</b>.",
          createdAt: day(3),
        },
      ],
    });
  });

  it("lists the posts on our own pages, newest first, each with its opening cut short", async () => {
    const { caller } = createTestClient(services);
    const posts = await caller.content.blog();
    expect(posts.map((post) => [post.title, post.link])).toEqual([
      ["Newer", "/blog/newer"],
      ["Older", "/blog/older"],
    ]);
    expect(posts[0]?.opening).toBe("Only one <b>paragraph</b>.");
    expect(posts[1]?.opening.endsWith("…")).toBe(true);
    expect(Array.from(posts[1]?.opening ?? "").length).toBeLessThanOrEqual(ARTICLE_PREVIEW_LENGTH);
  });

  it("reads one post as its paragraphs, and answers an unknown or malformed address with words", async () => {
    const { caller } = createTestClient(services);
    expect(await caller.content.blogPost({ slug: "older" })).toEqual({
      title: "Older",
      imageUrl: "/images/blog/older.svg",
      createdAt: day(1),
      paragraphs: [longText(80), "Second paragraph."],
    });
    await expect(caller.content.blogPost({ slug: "missing" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BLOG_POST_NOT_FOUND,
    });
    await expect(caller.content.blogPost({ slug: "../admin" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("content.articles", () => {
  beforeEach(async () => {
    await services.db.article.createMany({
      data: Array.from({ length: 9 }, (_, i) => ({
        title: `Article ${i + 1}`,
        link: `https://press.example/${i + 1}`,
        imageUrl: `/images/articles/${i + 1}.webp`,
        website: "press.example",
        preview: i === 0 ? "A short preview." : longText(80),
      })),
    });
  });

  it(`pages by ${ARTICLES_PAGE_SIZE} in id order and says how many pages there are`, async () => {
    const { caller } = createTestClient(services);
    const first = await caller.content.articles({ page: 1 });
    expect(first.articles.map((a) => a.title)).toEqual(["Article 1", "Article 2", "Article 3", "Article 4"]);
    expect(first).toMatchObject({ page: 1, pageSize: 4, pageCount: 3, total: 9 });
    const third = await caller.content.articles({ page: 3 });
    expect(third.articles.map((a) => a.title)).toEqual(["Article 9"]);
    expect((await caller.content.articles({ page: 4 })).articles).toEqual([]);
    await expect(caller.content.articles({ page: 0 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it(`cuts previews to ${ARTICLE_PREVIEW_LENGTH} characters on the server and keeps short ones whole`, async () => {
    const { caller } = createTestClient(services);
    const [short, long] = (await caller.content.articles({ page: 1 })).articles;
    expect(short?.preview).toBe("A short preview.");
    expect(long?.preview.length).toBeLessThanOrEqual(ARTICLE_PREVIEW_LENGTH);
    expect(long?.preview.length).toBeGreaterThan(ARTICLE_PREVIEW_LENGTH - 20);
    expect(long?.preview.endsWith("…")).toBe(true);
    expect(longText(80).startsWith(long?.preview.slice(0, -1) ?? "-")).toBe(true);
  });
});

describe("content.sendContactMessage", () => {
  const good = {
    name: "Grace Hopper",
    number: "(617) 555-0142",
    email: " Grace@Example.com ",
    message: "Do you do bridal parties?",
  };

  async function addAdmins() {
    await services.db.user.createMany({
      data: [
        { email: "ops@primp.test", firstName: "Olive", lastName: "Ops", role: "ADMIN" },
        { email: "boss@primp.test", firstName: "Bea", lastName: "Boss", role: "ADMIN" },
        { email: "customer@primp.test", firstName: "Cy", lastName: "Customer", role: "CUSTOMER" },
      ],
    });
  }

  it("stores a good message, e-mails every administrator and thanks the sender", async () => {
    await addAdmins();
    const { caller } = createTestClient(services);
    expect(await caller.content.sendContactMessage(good)).toEqual({ message: contactThankYou("Grace Hopper") });

    expect(await services.db.contactMessage.findMany()).toMatchObject([
      {
        name: "Grace Hopper",
        phone: "(617) 555-0142",
        email: "grace@example.com",
        message: "Do you do bridal parties?",
      },
    ]);
    const mails = await services.db.mailMessage.findMany({ orderBy: { to: "asc" } });
    expect(mails.map((mail) => mail.to)).toEqual(["boss@primp.test", "ops@primp.test"]);
    for (const mail of mails) {
      expect(mail.subject).toContain("Grace Hopper");
      expect(mail.text).toContain("Do you do bridal parties?");
      expect(mail.text).toContain("grace@example.com");
      expect(mail.text).toContain("(617) 555-0142");
    }
  });

  it.each([
    ["name", "Please enter your name", { ...good, name: "   " }],
    ["number", "Please enter your phone number", { ...good, number: "" }],
    ["email", "Please enter your email", { ...good, email: "" }],
    ["message", "Please enter your message", { ...good, message: "" }],
    ["email", "Please enter a valid email address", { ...good, email: "grace@example" }],
    ["email", "Please enter a valid email address", { ...good, email: "not an address" }],
    ["number", "Please enter a valid phone number", { ...good, number: "call me" }],
  ])("refuses a missing or bad %s (%s), stores nothing and sends nothing", async (field, message, input) => {
    await addAdmins();
    const { caller } = createTestClient(services);
    const failure = await caller.content.sendContactMessage(input).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "BAD_REQUEST", cause: { issues: [{ path: [field], message }] } });
    expect(await services.db.contactMessage.count()).toBe(0);
    expect(await services.db.mailMessage.count()).toBe(0);
  });

  it("refuses a message with a field left out entirely", async () => {
    const { caller } = createTestClient(services);
    const { message: _left, ...withoutMessage } = good;
    // @ts-expect-error: the field is missing on purpose, as a hand-made request could send it.
    await expect(caller.content.sendContactMessage(withoutMessage)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await services.db.contactMessage.count()).toBe(0);
  });

  it("still stores the message when there is no administrator to e-mail yet", async () => {
    const { caller } = createTestClient(services);
    await caller.content.sendContactMessage(good);
    expect(await services.db.contactMessage.count()).toBe(1);
    expect(await services.db.mailMessage.count()).toBe(0);
  });

  it(`accepts ${CONTACT_PER_ADDRESS.limit} messages an hour from one address, then asks to wait`, async () => {
    const { caller } = createTestClient(services, { ip: "198.51.100.9" });
    for (let i = 0; i < CONTACT_PER_ADDRESS.limit; i++) await caller.content.sendContactMessage(good);
    await expect(caller.content.sendContactMessage(good)).rejects.toThrow(TOO_MANY_ATTEMPTS);
    await createTestClient(services, { ip: "198.51.100.10" }).caller.content.sendContactMessage(good);
    expect(await services.db.contactMessage.count()).toBe(CONTACT_PER_ADDRESS.limit + 1);
  });
});

describe("content.site", () => {
  it("tells every page whether the server runs as a demo (PRIMP_DEMO=1)", async () => {
    expect(await createTestClient(services).caller.content.site()).toMatchObject({ demo: false });
    const demo = await createTestServices({ PRIMP_DEMO: "1" });
    try {
      expect(await createTestClient(demo).caller.content.site()).toMatchObject({ demo: true });
    } finally {
      await demo.close();
    }
  });

  it("names the social accounts the environment sets, and none otherwise", async () => {
    const { caller } = createTestClient(services);
    expect(await caller.content.site()).toEqual({ demo: false, socialLinks: [] });
    const named = await createTestServices({ SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/primp/" });
    try {
      expect((await createTestClient(named).caller.content.site()).socialLinks).toEqual([
        { network: "photoNetwork", label: "Instagram", href: "https://www.instagram.com/primp/" },
      ]);
    } finally {
      await named.close();
    }
  });
});
