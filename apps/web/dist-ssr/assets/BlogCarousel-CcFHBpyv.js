import { i as Carousel, n as useCarouselChrome, r as CarouselPauseButton, t as useCarouselMotion } from "./useCarouselMotion-DlTugji5.js";
import { Pt as AspectRatio, St as Skeleton, jt as Card } from "../entry-server.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { S as Stack, t as BLOG_CAROUSEL_TITLE, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { r as useMediaQuery } from "./use-reduced-motion-CoCIVfhb.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// src/features/home/BlogCarousel.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The spec centres the carousel from 800 px; narrower screens start-align so the next card peeks in. */
var CENTRED_FROM = "(min-width: 800px)";
function PostCard({ post }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		component: "a",
		href: post.link,
		target: "_blank",
		rel: "noopener noreferrer",
		padding: 0,
		radius: "lg",
		shadow: "xs",
		h: "100%",
		style: { textDecoration: "none" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AspectRatio, {
			ratio: 4 / 3,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: post.imageUrl,
				alt: "",
				loading: "lazy",
				decoding: "async",
				bg: "plum.1"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 6,
			p: "lg",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 3,
				fz: "lg",
				c: "plum.9",
				lh: 1.3,
				children: post.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fz: "sm",
				fw: 700,
				c: "plum.7",
				children: "Read the article →"
			})]
		})]
	});
}
/** The carousel itself, loaded when the section nears the screen (see LoadWhenNear). */
function BlogCarousel() {
	const posts = trpc.content.blogPosts.useQuery();
	const centred = useMediaQuery(CENTRED_FROM, false, { getInitialValueInEffect: false });
	const chrome = useCarouselChrome();
	const motion = useCarouselMotion(centred ? "center" : "start");
	if (posts.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		h: 320,
		radius: "lg"
	});
	if (!posts.data?.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "gray.7",
		ta: "center",
		children: "New articles are on their way."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Carousel, {
		"aria-label": `${BLOG_CAROUSEL_TITLE} blog posts`,
		slideSize: centred ? "33.3333%" : "82%",
		slideGap: "lg",
		...chrome,
		emblaOptions: motion.emblaOptions,
		plugins: motion.plugins,
		previousControlProps: { "aria-label": "Previous blog post" },
		nextControlProps: { "aria-label": "Next blog post" },
		getIndicatorProps: (index) => ({ "aria-label": `Show blog post ${index + 1}` }),
		children: posts.data.map((post, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Carousel.Slide, {
			pb: 40,
			"aria-label": `${index + 1} of ${posts.data.length}`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostCard, { post })
		}, post.id))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CarouselPauseButton, {
		motion,
		what: "blog posts"
	})] });
}
export { BlogCarousel };
