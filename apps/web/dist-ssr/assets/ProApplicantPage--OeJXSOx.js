import { i as useIdParam, n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { Ft as Anchor, Gt as Group, f as PageMeta, mt as US_STATES, y as errorMessage } from "../entry-server.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { n as notableClientsText } from "./applicant-schema-CYDOk4qC.js";
import { a as formatInstant } from "./format-DKKLJChm.js";
import { X as require_jsx_runtime, Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
import { n as Fact, r as FactGrid } from "./BookingFacts-CF0E1zxu.js";
import { n as formatCalendarDate } from "./format-Bu0XNN8x.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// ../../packages/core/src/reliability.ts
var RELIABILITY = { 
/** A pro handing a booking back closer than this to its start has cancelled late. */
lateReleaseHours: 24 };
// src/features/applicants/ApplicantReview.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var yesNo = (value) => value ? "Yes" : "No";
var stateName = (code) => US_STATES.find((state) => state.code === code)?.name ?? code;
function ExternalLink({ href }) {
	if (!href) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "—" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		style: { wordBreak: "break-all" },
		children: href
	});
}
function Block({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		component: "section",
		"aria-label": title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			fz: "lg",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FactGrid, { children })]
	});
}
/** "1 h 5 min", "12 min", "3 d 4 h": a median wait in words a glance can read. */
function formatMinutes(minutes) {
	if (minutes < 60) return `${minutes} min`;
	if (minutes < 1440) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
	return `${Math.floor(minutes / 1440)} d ${Math.floor(minutes % 1440 / 60)} h`;
}
function ReliabilityBlock({ reliability }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Block, {
		title: "Reliability as a pro",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
				label: "Bookings accepted",
				children: reliability.acceptances
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
				label: "Median time to accept",
				children: reliability.medianMinutesToAccept === null ? "—" : formatMinutes(reliability.medianMinutesToAccept)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
				label: `Released under ${RELIABILITY.lateReleaseHours} h before the start`,
				children: reliability.lateReleases
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
				label: "Average rating",
				children: reliability.averageRating === null ? "No reviews yet" : `${reliability.averageRating.toFixed(1)} out of 5 (${reliability.reviewCount} ${reliability.reviewCount === 1 ? "review" : "reviews"})`
			})
		]
	});
}
function ApplicantReview({ applicant }) {
	const utils = trpc.useUtils();
	const [response, setResponse] = (0, import_react.useState)(null);
	const onDecided = (result) => {
		setResponse(result.message);
		utils.applicant.invalidate();
	};
	const accept = trpc.applicant.accept.useMutation({ onSuccess: onDecided });
	const decline = trpc.applicant.decline.useMutation({ onSuccess: onDecided });
	const error = accept.error ?? decline.error;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xl",
		children: [
			response && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "teal",
				variant: "light",
				role: "status",
				children: response
			}),
			applicant.status === "ACCEPTED" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "teal",
				variant: "light",
				children: "This applicant has been accepted."
			}),
			applicant.status === "DECLINED" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "gray",
				variant: "light",
				children: "This applicant has been declined."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Block, {
				title: "General info",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Address",
						children: applicant.address
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Address 2",
						children: applicant.address2 || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
						label: "City",
						children: [
							applicant.city,
							", ",
							applicant.state
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Country",
						children: applicant.country === "US" ? "United States" : applicant.country
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Zip",
						children: applicant.zip
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Birthday",
						children: formatCalendarDate(applicant.birthday)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Email",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							href: `mailto:${applicant.email}`,
							style: { wordBreak: "break-all" },
							children: applicant.email
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Number",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							href: `tel:${applicant.phone}`,
							children: applicant.phone
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Contact preference",
						children: applicant.contactPref
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Block, {
				title: "Professional info",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "LinkedIn",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { href: applicant.linkedIn })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Portfolio",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLink, { href: applicant.portfolio })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Licensed",
						children: yesNo(applicant.licensed)
					}),
					applicant.licensed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "License number",
						children: applicant.licenseNumber
					}),
					applicant.licensed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Years licensed",
						children: applicant.yearsLicensed
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Preferred location",
						children: stateName(applicant.location)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Speciality",
						children: applicant.specialities.join(", ")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Notable clients",
						children: notableClientsText(applicant.notableClients)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Block, {
				title: "Additional info",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Allergies",
						children: yesNo(applicant.allergies)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Car",
						children: yesNo(applicant.hasCar)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Sales experience",
						children: yesNo(applicant.salesExperience)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Reference",
						children: applicant.reference || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Dates available",
						children: applicant.datesAvailable || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Accepted",
						children: applicant.status === "ACCEPTED" ? "Yes" : applicant.status === "DECLINED" ? "Declined" : "Not yet"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						label: "Applied",
						children: formatInstant(applicant.createdAt)
					})
				]
			}),
			applicant.reliability && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReliabilityBlock, { reliability: applicant.reliability }),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				variant: "light",
				role: "alert",
				children: errorMessage(error)
			}),
			applicant.status === "PENDING" && !response && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: () => accept.mutate({ applicantId: applicant.id }),
				loading: accept.isPending,
				disabled: decline.isPending,
				children: "Accept"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "default",
				onClick: () => decline.mutate({ applicantId: applicant.id }),
				loading: decline.isPending,
				disabled: accept.isPending,
				children: "Decline"
			})] })
		]
	});
}
// src/pages/ProApplicantPage.tsx
function ProApplicantPage() {
	const applicantId = useIdParam();
	const query = trpc.applicant.get.useQuery({ applicantId }, { enabled: applicantId !== "" });
	const title = query.data ? `${query.data.firstName} ${query.data.lastName}` : "Applicant";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Applicant" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			isPending: query.isPending && applicantId !== "",
			error: applicantId === "" ? /* @__PURE__ */ new Error("We could not find this applicant.") : query.error,
			children: () => query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApplicantReview, { applicant: query.data }) : null
		})]
	});
}
export { ProApplicantPage };
