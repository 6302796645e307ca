import { Gt as Group, Jt as Paper, Nt as Avatar, Ot as Container, Tn as useParams, f as PageMeta, w as paths, xn as Link } from "../entry-server.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { t as bookThisLookHref } from "./requested-pro-B-ecAEcO.js";
import { r as QueryState } from "./PageFrame-D7xLcJva.js";
import { i as formatFromPrice } from "./format-DKKLJChm.js";
import { n as LookBook, t as ProReviews } from "./ProReviews-DYQDZPJe.js";
import { n as StarsShown } from "./StarRating-1O14Zf1m.js";
import { i as trpc, n as isAppClientError } from "./trpc-DkUDrKyX.js";
import { NotFoundPage } from "./NotFoundPage-CcpxqtEq.js";
// ../../packages/core/src/pro-page.ts
/** The tab title before " | Primp". */
var proPageTitle = (page) => `${page.name}, beauty professional in ${page.location}`;
/** One sentence for search results and link previews. */
function proPageDescription(page) {
	const services = page.services.slice(0, 3).map((service) => service.name);
	const what = services.length > 0 ? ` for ${services.join(", ")}` : "";
	return `Book ${page.name} in ${page.location}${what}, at your home, office or hotel.`;
}
// src/features/pro-page/ProServices.tsx
var import_jsx_runtime = require_jsx_runtime();
function ProServices({ page }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "lg",
				children: "Services"
			}),
			page.services.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				c: "dimmed",
				children: [page.firstName, " has no services open for booking right now."]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "sm",
				component: "ul",
				p: 0,
				m: 0,
				style: { listStyle: "none" },
				children: page.services.map((service) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					component: "li",
					justify: "space-between",
					wrap: "nowrap",
					gap: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 0,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 600,
							children: service.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							c: "dimmed",
							children: formatFromPrice(service.fromCents)
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: bookThisLookHref({
							serviceId: service.id,
							serviceType: service.serviceType
						}, page.userId),
						variant: "light",
						size: "xs",
						"aria-label": `Book ${service.name} with ${page.firstName}`,
						children: "Book"
					})]
				}, service.id))
			})
		]
	});
}
// src/pages/ProPage.tsx
/** Reviews are written on bookings; nothing changes them from this page. */
var nothingToReload = () => {};
function ProPage() {
	const slug = useParams().slug ?? "";
	const query = trpc.pro.publicPage.useQuery({ slug });
	if (isAppClientError(query.error) && query.error.data?.code === "NOT_FOUND") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	const page = query.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "md",
		py: {
			base: "lg",
			sm: 48
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: page ? proPageTitle(page) : "Professional",
			description: page ? proPageDescription(page) : void 0
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			isPending: query.isPending,
			error: query.error,
			children: () => page && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						p: {
							base: "md",
							sm: "xl"
						},
						shadow: "xs",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							align: "center",
							gap: "sm",
							ta: "center",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
									src: page.avatarUrl,
									alt: page.name,
									name: page.name,
									color: "initials",
									size: 128,
									radius: 128
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
									order: 1,
									fz: {
										base: 28,
										sm: 36
									},
									children: page.name
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									c: "dimmed",
									children: [page.location, page.specialities.join(" · ")].filter(Boolean).join(" — ")
								}),
								page.rating && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, {
									value: page.rating.average,
									count: page.rating.count
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									component: Link,
									to: `${paths.bookNow}?${new URLSearchParams({ ["pro"]: page.userId })}`,
									size: "md",
									children: `Book with ${page.firstName}`
								})
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						p: {
							base: "md",
							sm: "xl"
						},
						shadow: "xs",
						component: "section",
						"aria-label": "Services",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProServices, { page })
					}),
					page.looks.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						p: {
							base: "md",
							sm: "xl"
						},
						shadow: "xs",
						component: "section",
						"aria-label": "Looks",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LookBook, { profile: page })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						p: {
							base: "md",
							sm: "xl"
						},
						shadow: "xs",
						component: "section",
						"aria-label": "Reviews",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProReviews, {
							profile: page,
							onChanged: nothingToReload
						})
					})
				]
			})
		})]
	});
}
export { ProPage };
