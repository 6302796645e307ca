import { Ct as SimpleGrid, Ft as Anchor, Gt as Group, Jt as Paper, Mt as Badge, Ot as Container, St as Skeleton, bt as useHomeInfo, ct as SERVICE_TYPE_LABELS, f as PageMeta, jt as Card, w as paths, wt as Radio, xn as Link, y as errorMessage } from "../entry-server.js";
import { X as require_jsx_runtime, Z as require_react, a as PRODUCT_NAME, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as useReducedMotion } from "./use-reduced-motion-CoCIVfhb.js";
import { a as recommendServices, n as ADVISOR_OCCASIONS, r as ADVISOR_TIMES, t as ADVISOR_NEEDS } from "./advisor-_rAbsvwi.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as List } from "./List-CpY615aW.js";
import { c as formatUsd } from "./format-DKKLJChm.js";
import { t as PageHeader } from "./PageHeader-CpTmyVSo.js";
// src/features/advisor/AdvisorQuestion.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One question as a group of selectable cards (a radio group, so arrow keys move between them). */
function AdvisorQuestion({ step, question, options, value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Group, {
		value,
		onChange: (next) => onChange(next),
		label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "xs",
			mb: "sm",
			wrap: "nowrap",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				span: true,
				c: "plum.7",
				fw: 700,
				fz: "sm",
				children: [step, "."]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				span: true,
				fw: 700,
				fz: "lg",
				c: "plum.9",
				children: question
			})]
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2,
				md: 3
			},
			spacing: "sm",
			children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Card, {
				value: option.value,
				radius: "md",
				p: "md",
				bg: value === option.value ? "plum.0" : "white",
				style: { borderColor: value === option.value ? "var(--mantine-color-plum-7)" : "var(--mantine-color-plum-1)" },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					wrap: "nowrap",
					align: "flex-start",
					gap: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Indicator, { mt: 2 }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 2,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 600,
							c: "plum.9",
							children: option.label
						}), option.hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fz: "sm",
							c: "gray.7",
							children: option.hint
						})]
					})]
				})
			}, option.value))
		})
	});
}
// src/features/advisor/RecommendationCard.tsx
function RecommendationCard({ recommendation, best }) {
	const { service, reasons, href } = recommendation;
	const { homeInfo } = useHomeInfo();
	const bookNowState = { homeInfo };
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		component: "article",
		padding: "xl",
		radius: "lg",
		shadow: best ? "md" : "xs",
		h: "100%",
		style: best ? { outline: "2px solid var(--mantine-color-plum-7)" } : void 0,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			h: "100%",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "light",
						color: "plum",
						children: SERVICE_TYPE_LABELS[service.serviceType]
					}), best && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "filled",
						color: "rose.8",
						children: "Our top pick"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 3,
					fz: "h3",
					c: "plum.9",
					children: service.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					fw: 700,
					c: "plum.8",
					children: ["From ", formatUsd(service.priceCents)]
				}),
				service.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fz: "sm",
					c: "gray.7",
					lineClamp: 3,
					children: service.detail
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
					spacing: 4,
					fz: "sm",
					c: "dark.6",
					style: { flex: 1 },
					children: reasons.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List.Item, { children: reason }, reason))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					component: Link,
					to: href,
					state: bookNowState,
					size: "md",
					fullWidth: true,
					children: ["Book ", service.name]
				})
			]
		})
	});
}
// src/features/advisor/AdvisorQuiz.tsx
var NO_ANSWERS = {
	occasion: null,
	need: null,
	time: null
};
function Recommendations({ answers }) {
	const catalogue = trpc.booking.catalogue.useQuery();
	const recommendations = (0, import_react.useMemo)(() => catalogue.data ? recommendServices(answers, catalogue.data.services) : [], [answers, catalogue.data]);
	if (catalogue.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		role: "alert",
		children: errorMessage(catalogue.error)
	});
	if (!catalogue.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		cols: {
			base: 1,
			md: 3
		},
		spacing: "lg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				h: 320,
				radius: "lg"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				h: 320,
				radius: "lg"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				h: 320,
				radius: "lg"
			})
		]
	});
	if (recommendations.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: "xl",
		radius: "lg",
		shadow: "xs",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			c: "dark.6",
			children: [
				"We do not offer that service in our live cities just yet.",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: paths.bookNow,
					state: { homeInfo: null },
					fw: 700,
					children: "See everything you can book today"
				}),
				"."
			]
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols: {
			base: 1,
			md: 3
		},
		spacing: "lg",
		children: recommendations.map((recommendation, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecommendationCard, {
			recommendation,
			best: index === 0
		}, recommendation.service.id))
	});
}
/** The advisor's three questions; recommendations appear as soon as all three are answered. */
function AdvisorQuiz() {
	const [answers, setAnswers] = (0, import_react.useState)(NO_ANSWERS);
	const answer = (key) => (value) => setAnswers((current) => ({
		...current,
		[key]: value
	}));
	const { occasion, need, time } = answers;
	const complete = occasion && need && time ? {
		occasion,
		need,
		time
	} : null;
	const isComplete = complete !== null;
	const results = (0, import_react.useRef)(null);
	const reducedMotion = useReducedMotion();
	(0, import_react.useEffect)(() => {
		if (isComplete) results.current?.scrollIntoView({
			behavior: reducedMotion ? "auto" : "smooth",
			block: "start"
		});
	}, [isComplete, reducedMotion]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 40,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			p: {
				base: "lg",
				sm: 40
			},
			radius: "lg",
			shadow: "xs",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 32,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorQuestion, {
						step: 1,
						question: "What's the occasion?",
						options: ADVISOR_OCCASIONS,
						value: occasion,
						onChange: answer("occasion")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorQuestion, {
						step: 2,
						question: "What would you like done?",
						options: ADVISOR_NEEDS,
						value: need,
						onChange: answer("need")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorQuestion, {
						step: 3,
						question: "How much time do you have?",
						options: ADVISOR_TIMES,
						value: time,
						onChange: answer("time")
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "lg",
			"aria-live": "polite",
			ref: results,
			style: { scrollMarginTop: 96 },
			children: complete ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				align: "flex-end",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					fz: {
						base: 28,
						sm: 36
					},
					c: "plum.9",
					children: "Our recommendations"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "subtle",
					onClick: () => setAnswers(NO_ANSWERS),
					children: "Start over"
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Recommendations, { answers: complete })] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "gray.7",
				ta: "center",
				children: "Answer the three questions and we will suggest the services that suit you best."
			})
		})]
	});
}
// src/pages/AdvisorPage.tsx
function AdvisorPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Advisor",
			description: `Not sure what to book? Answer three quick questions and the ${PRODUCT_NAME} beauty advisor suggests the services that suit your occasion and your time.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			eyebrow: "Not sure what to book?",
			title: "Beauty Advisor",
			lead: "Three quick questions, and we will suggest the services that suit your occasion and the time you have."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			py: {
				base: 40,
				sm: 64
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorQuiz, {})
		})
	] });
}
export { AdvisorPage };
