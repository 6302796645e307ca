import { At as Center, Ct as SimpleGrid, En as useSearchParams, Ft as Anchor, Ot as Container, Pt as AspectRatio, St as Skeleton, Yt as VisuallyHidden, f as PageMeta, jt as Card, y as errorMessage } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, a as PRODUCT_NAME, s as Text } from "./product-CALG69RJ.js";
import { t as ThemeIcon } from "./ThemeIcon-DpB--7MC.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { t as Pagination } from "./Pagination-uBPDA9HN.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as PageHeader } from "./PageHeader-CpTmyVSo.js";
// src/features/content/AboutStory.tsx
var import_jsx_runtime = require_jsx_runtime();
var VALUES = [
	{
		title: "Vetted, every one",
		text: "Every professional is interviewed, checked and reviewed before their first booking, and their work is reviewed after it."
	},
	{
		title: "On your time",
		text: "Early call time, late meeting, a hotel room on the road: you choose the place, the date and the hour."
	},
	{
		title: "Every texture, every tone",
		text: "Silk presses and locs, braids and wigs, soft glam and henna: our professionals are chosen for range, not one look."
	}
];
/** The mission and the story (spec part 2, section 2, about page). */
function AboutStory() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		py: {
			base: 48,
			sm: 80
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
			cols: {
				base: 1,
				md: 2
			},
			spacing: {
				base: 40,
				md: 64
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						fz: {
							base: 28,
							sm: 36
						},
						c: "plum.9",
						children: "Our mission"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						fz: "lg",
						c: "dark.6",
						children: [
							"To make expert beauty effortless. ",
							PRODUCT_NAME,
							" brings talented, vetted professionals to your home, office or hotel, so looking and feeling your best fits around your life instead of the other way round."
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fz: "lg",
						c: "dark.6",
						children: "We also build a better way to work for beauty professionals: fair pay, flexible hours and clients who value their craft."
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						fz: {
							base: 28,
							sm: 36
						},
						c: "plum.9",
						children: "Our story"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						c: "dark.6",
						children: [PRODUCT_NAME, " began with a familiar scramble: a wedding morning, a bridal party of six, one salon across town and not enough hours. What we wanted was simple: the right professional, at our door, on time, with everything they needed."]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						c: "dark.6",
						children: "So we built it. Today customers book hair, makeup, nails, henna and wig services in a few minutes, and we match each booking with a professional who specialises in exactly that. Independent stylists, makeup artists, braiders and henna artists grow their own business with us, on their own schedule."
					})
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				sm: 3
			},
			spacing: "lg",
			mt: {
				base: 40,
				sm: 64
			},
			children: VALUES.map((value, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				padding: "xl",
				radius: "lg",
				shadow: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeIcon, {
						size: 40,
						radius: "xl",
						color: "rose.1",
						c: "plum.8",
						mb: "md",
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 700,
							children: index + 1
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 3,
						fz: "h4",
						c: "plum.9",
						mb: 6,
						children: value.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						c: "gray.7",
						children: value.text
					})
				]
			}, value.title))
		})]
	});
}
// src/features/content/ArticlesList.tsx
function ArticleCard({ article }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		component: "article",
		padding: "lg",
		radius: "lg",
		shadow: "xs",
		h: "100%",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card.Section, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AspectRatio, {
			ratio: 16 / 9,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: article.imageUrl,
				alt: "",
				loading: "lazy",
				decoding: "async",
				bg: "plum.1"
			})
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xs",
			mt: "md",
			style: { flex: 1 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "plum.7",
					tt: "uppercase",
					fw: 700,
					fz: "xs",
					style: { letterSpacing: "0.1em" },
					children: article.website
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 3,
					fz: "h4",
					c: "plum.9",
					lh: 1.3,
					children: article.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "gray.7",
					style: { flex: 1 },
					children: article.preview
				}),
				article.link && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
					href: article.link,
					target: "_blank",
					rel: "noopener noreferrer",
					fw: 700,
					children: [
						"Read on ",
						article.website,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: `: ${article.title}` })
					]
				})
			]
		})]
	});
}
/** The team's articles, 4 to a page; the page number lives in the address (?page=2). */
function ArticlesList() {
	const [searchParams, setSearchParams] = useSearchParams();
	const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
	const articles = trpc.content.articles.useQuery({ page }, { placeholderData: (previous) => previous });
	const goTo = (next) => {
		setSearchParams(next === 1 ? {} : { page: String(next) }, { preventScrollReset: true });
		document.getElementById("articles")?.scrollIntoView({ block: "start" });
	};
	if (articles.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "red.8",
		role: "alert",
		children: errorMessage(articles.error)
	});
	if (!articles.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols: {
			base: 1,
			sm: 2
		},
		spacing: "lg",
		children: Array.from({ length: 4 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			h: 360,
			radius: "lg"
		}, i))
	});
	if (articles.data.total === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "gray.7",
		children: "Press and articles will appear here soon."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				sm: 2
			},
			spacing: "lg",
			"aria-busy": articles.isFetching,
			children: articles.data.articles.map((article) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArticleCard, { article }, article.id))
		}), articles.data.pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Center, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
			total: articles.data.pageCount,
			value: articles.data.page,
			onChange: goTo,
			radius: "xl",
			getItemProps: (item) => ({ "aria-label": `Articles page ${item}` }),
			getControlProps: (control) => control === "previous" ? { "aria-label": "Previous page of articles" } : control === "next" ? { "aria-label": "Next page of articles" } : {}
		}) })]
	});
}
// src/pages/AboutPage.tsx
function AboutPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "About us",
			description: `Why we started ${PRODUCT_NAME}, what we stand for, and articles about the team bringing vetted beauty professionals to your door.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			eyebrow: `The ${PRODUCT_NAME} story`,
			title: "About us",
			lead: "Beauty on your schedule, from professionals we would trust with our own wedding day."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AboutStory, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			component: "section",
			"aria-labelledby": "articles",
			pb: {
				base: 56,
				sm: 96
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "xs",
				mb: "xl",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					id: "articles",
					order: 2,
					fz: {
						base: 28,
						sm: 36
					},
					c: "plum.9",
					style: { scrollMarginTop: 96 },
					children: "In the press"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					c: "gray.7",
					fz: "lg",
					children: [
						"Articles and interviews about ",
						PRODUCT_NAME,
						" and the people behind it."
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArticlesList, {})]
		})
	] });
}
export { AboutPage };
