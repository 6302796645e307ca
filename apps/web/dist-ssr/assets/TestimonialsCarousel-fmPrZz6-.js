import { i as Carousel, n as useCarouselChrome, r as CarouselPauseButton, t as useCarouselMotion } from "./useCarouselMotion-DlTugji5.js";
import { St as Skeleton, jt as Card } from "../entry-server.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// src/features/home/TestimonialsCarousel.tsx
var import_jsx_runtime = require_jsx_runtime();
function QuoteMark() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		"aria-hidden": "true",
		ff: "var(--mantine-font-family-headings)",
		fz: 72,
		lh: .6,
		c: "rose.4",
		h: 36,
		children: "“"
	});
}
/** The carousel itself, loaded when the section nears the screen (see LoadWhenNear). */
function TestimonialsCarousel() {
	const testimonials = trpc.content.testimonials.useQuery();
	const chrome = useCarouselChrome();
	const motion = useCarouselMotion("start");
	if (testimonials.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		h: 220,
		radius: "lg"
	});
	if (!testimonials.data?.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Carousel, {
		"aria-label": "What our customers say",
		slideSize: {
			base: "100%",
			md: "50%"
		},
		slideGap: "lg",
		...chrome,
		emblaOptions: motion.emblaOptions,
		plugins: motion.plugins,
		previousControlProps: { "aria-label": "Previous testimonial" },
		nextControlProps: { "aria-label": "Next testimonial" },
		getIndicatorProps: (index) => ({ "aria-label": `Show testimonial ${index + 1}` }),
		children: testimonials.data.map((testimonial, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Carousel.Slide, {
			pb: 40,
			"aria-label": `${index + 1} of ${testimonials.data.length}`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				component: "figure",
				m: 0,
				h: "100%",
				padding: "xl",
				radius: "lg",
				shadow: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteMark, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						component: "blockquote",
						m: 0,
						ff: "var(--mantine-font-family-headings)",
						fz: {
							base: "lg",
							sm: 22
						},
						lh: 1.45,
						c: "plum.9",
						children: testimonial.quote
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						component: "figcaption",
						mt: "lg",
						fw: 700,
						c: "plum.8",
						children: [testimonial.author, testimonial.location && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							span: true,
							fw: 400,
							c: "gray.7",
							children: ` · ${testimonial.location}`
						})]
					})
				]
			})
		}, testimonial.id))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CarouselPauseButton, {
		motion,
		what: "testimonials"
	})] });
}
export { TestimonialsCarousel };
