import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { n as StarsShown } from "./StarRating-1O14Zf1m.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as bookThisLookHref } from "./requested-pro-B-ecAEcO.js";
import { t as REVIEWS } from "./reviews-D30sJZXK.js";
import { Ct as SimpleGrid, Dt as Divider, Gt as Group, b as useSession, jt as Card, xn as Link } from "../entry-server.js";
import { t as HideReviewButton } from "./HideReviewButton-CFQH5hMk.js";
// src/features/reviews/LookBook.tsx
var import_jsx_runtime = require_jsx_runtime();
function LookBook({ profile }) {
	if (profile.looks.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			fz: "lg",
			children: "Looks"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2,
				md: 3
			},
			spacing: "md",
			children: profile.looks.map((look) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				withBorder: true,
				radius: "md",
				padding: "sm",
				component: "figure",
				m: 0,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card.Section, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
					src: look.photoUrl,
					alt: `${look.serviceName} by ${profile.name}`,
					h: 240,
					fit: "cover"
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "xs",
					mt: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						component: "figcaption",
						fw: 600,
						children: look.serviceName
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: bookThisLookHref(look, profile.userId),
						variant: "light",
						"aria-label": `Book this look: ${look.serviceName} with ${profile.name}`,
						children: "Book this look"
					})]
				})]
			}, look.id))
		})]
	});
}
// src/features/reviews/ProReviews.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var monthYear = new Intl.DateTimeFormat("en-US", {
	month: "long",
	year: "numeric"
});
function ProReviews({ profile, onChanged }) {
	const { user } = useSession();
	const isAdmin = user?.role === "ADMIN";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				align: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					fz: "lg",
					children: "Reviews"
				}), profile.rating && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, {
					value: profile.rating.average,
					count: profile.rating.count
				})]
			}),
			!profile.rating && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: profile.reviews.length === 0 ? "No reviews yet." : `A rating appears once ${REVIEWS.publicAfterCount} customers have reviewed ${profile.name.split(" ")[0]}.`
			}),
			profile.reviews.map((review, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [index > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 4,
				component: "article",
				"aria-label": `Review by ${review.reviewer}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						justify: "space-between",
						wrap: "wrap",
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, { value: review.rating }), isAdmin && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HideReviewButton, {
							reviewId: review.id,
							onHidden: onChanged
						})]
					}),
					review.comment && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						style: {
							whiteSpace: "pre-wrap",
							overflowWrap: "anywhere"
						},
						children: review.comment
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						c: "dimmed",
						children: [
							review.reviewer,
							" · ",
							review.serviceName,
							" · ",
							monthYear.format(review.reviewedAt)
						]
					})
				]
			})] }, review.id))
		]
	});
}
export { LookBook as n, ProReviews as t };
