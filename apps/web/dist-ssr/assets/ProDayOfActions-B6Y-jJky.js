import { X as require_jsx_runtime, Z as require_react, c as Box, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as NumberInput } from "./NumberInput-C8JC5vxM.js";
import { t as SegmentedControl } from "./SegmentedControl-CkEgLHKG.js";
import { n as Loader, t as Button } from "./Button-AH1fibEG.js";
import { t as ActionIcon } from "./ActionIcon-CbFC3Bb2.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { n as ImagePicker, t as useImageUpload } from "./useImageUpload-CFDODAl6.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { t as Textarea } from "./Textarea-BPopjcoO.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { d as object, p as string, r as array, u as number } from "./schemas-DY5hhiYg.js";
import { t as splitLinks } from "./links-BdUW6--Z.js";
import { a as formatInstant } from "./format-DKKLJChm.js";
import { n as bookingIdInputSchema, t as BOOKING_NOT_FOUND } from "./input-schemas-DWs-21jv.js";
import { Ft as Anchor, Gt as Group, Jt as Paper, Mt as Badge, d as FormMessage, y as errorMessage } from "../entry-server.js";
import { t as HideWithReasonButton } from "./HideWithReasonButton-5jVo1dRY.js";
// ../../packages/core/src/conversation.ts
var CONVERSATION = {
	bodyMaxLength: 2e3,
	/** The composer shows the count once this close to the cap. */
	bodyCountShownWithin: 200,
	photosPerMessage: 4,
	/** Messages one person may post (all bookings together) within the window. */
	messagesPerWindow: 30,
	rateWindowMinutes: 10,
	/** A participant who has not read a new message this long after it was posted is told by e-mail/SMS. */
	unreadNoticeDelayMinutes: 5,
	/** Read-only this long after the appointment. */
	closesDaysAfterAppointment: 7,
	hideReasonMaxLength: 500
};
var MESSAGE_EMPTY = "Please write a message or attach a photo.";
var MESSAGE_TOO_LONG = `Please keep your message under ${CONVERSATION.bodyMaxLength.toLocaleString("en-US")} characters.`;
var MESSAGE_TOO_MANY_PHOTOS = `Please attach at most ${CONVERSATION.photosPerMessage} photos to one message.`;
var MESSAGE_PHOTO_NOT_FOUND = "One of the photos could not be found. Please attach it again.";
var MESSAGE_NOT_FOUND = "We could not find this message.";
var MESSAGE_HIDE_REASON_REQUIRED = "Please say why this message is hidden.";
var CONVERSATION_EMPTY = "No messages yet. Ask a question or share an inspiration photo.";
`${CONVERSATION.closesDaysAfterAppointment}`;
var idSaying = (message) => string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });
bookingIdInputSchema.extend({
	body: string({ error: "Please write your message as text." }).trim().max(CONVERSATION.bodyMaxLength, { error: MESSAGE_TOO_LONG }).default(""),
	/** Ids of images uploaded for this booking's conversation (POST /uploads, kind=message). */
	photoIds: array(idSaying(MESSAGE_PHOTO_NOT_FOUND), { error: MESSAGE_PHOTO_NOT_FOUND }).max(CONVERSATION.photosPerMessage, { error: MESSAGE_TOO_MANY_PHOTOS }).default([])
}).refine((input) => input.body !== "" || input.photoIds.length > 0, {
	error: MESSAGE_EMPTY,
	path: ["body"]
});
bookingIdInputSchema.extend({ messageId: idSaying(MESSAGE_NOT_FOUND) });
var hideMessageInputSchema = object({
	messageId: idSaying(MESSAGE_NOT_FOUND),
	reason: string({ error: MESSAGE_HIDE_REASON_REQUIRED }).trim().min(3, { error: MESSAGE_HIDE_REASON_REQUIRED }).max(CONVERSATION.hideReasonMaxLength, { error: `Please keep the reason under ${CONVERSATION.hideReasonMaxLength} characters.` })
});
/** Whether the composer shows the character count (near the cap). */
var showsBodyCount = (length) => length >= CONVERSATION.bodyMaxLength - CONVERSATION.bodyCountShownWithin;
// ../../packages/core/src/day-of.ts
var DAY_OF = {
	/** A pro who has not said "On my way" this long before the start: the customer and the administrators are told. */
	onMyWayDueMinutesBefore: 60,
	/** A job not marked done this long after its end: the administrators get a safety-check alert. */
	safetyCheckHoursAfterEnd: 3,
	/** "On my way" can still be said this long after the appointment's end (a pro running very late). */
	onMyWayGraceMinutesAfterEnd: 60,
	/** An alert that came due longer ago than this is not sent any more (a backlog after an outage, old bookings). */
	alertStaleAfterHours: 24,
	/** The ETA a pro may give, in minutes. */
	etaMinutes: {
		min: 1,
		max: 240
	},
	/** The ETAs the pro's form offers with one tap. */
	etaChoices: [
		5,
		10,
		15,
		30,
		45,
		60
	]
};
var ETA_OUT_OF_RANGE = `Please give your arrival time in minutes, from ${DAY_OF.etaMinutes.min} to ${DAY_OF.etaMinutes.max}.`;
object({
	bookingId: string({ error: BOOKING_NOT_FOUND }).trim().min(1, { error: BOOKING_NOT_FOUND }).max(64),
	etaMinutes: number({ error: ETA_OUT_OF_RANGE }).int({ error: ETA_OUT_OF_RANGE }).min(DAY_OF.etaMinutes.min, { error: ETA_OUT_OF_RANGE }).max(DAY_OF.etaMinutes.max, { error: ETA_OUT_OF_RANGE })
});
// src/components/BookingSection.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function BookingSection({ id, title, ready = true, children }) {
	(0, import_react.useEffect)(() => {
		if (ready && window.location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
	}, [id, ready]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		id,
		withBorder: true,
		p: {
			base: "md",
			sm: "lg"
		},
		radius: "md",
		component: "section",
		"aria-labelledby": `${id}-title`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			id: `${id}-title`,
			order: 2,
			fz: "lg",
			mb: "sm",
			children: title
		}), children]
	});
}
// src/features/conversation/Composer.tsx
function Composer({ bookingId }) {
	const utils = trpc.useUtils();
	const [body, setBody] = (0, import_react.useState)("");
	const [photos, setPhotos] = (0, import_react.useState)([]);
	const [error, setError] = (0, import_react.useState)(null);
	const photoUpload = useImageUpload();
	const post = trpc.conversation.post.useMutation({
		onSuccess: async () => {
			setBody("");
			setPhotos([]);
			await utils.conversation.thread.invalidate({ bookingId });
		},
		onError: (failure) => setError(errorMessage(failure))
	});
	const attach = async (file) => {
		if (!file) return;
		const uploaded = await photoUpload.upload({
			kind: "message",
			bookingId
		}, file);
		if (uploaded) setPhotos((current) => [...current, uploaded]);
	};
	const send = () => {
		setError(null);
		if (body.trim() === "" && photos.length === 0) return setError(MESSAGE_EMPTY);
		post.mutate({
			bookingId,
			body,
			photoIds: photos.map((photo) => photo.uploadId)
		});
	};
	const sendOnCtrlEnter = (event) => {
		if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
			event.preventDefault();
			send();
		}
	};
	const photosFull = photos.length >= CONVERSATION.photosPerMessage;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
				label: "Your message",
				description: "Your e-mail address and phone number are never shown. Ctrl+Enter sends.",
				autosize: true,
				minRows: 2,
				maxRows: 8,
				maxLength: CONVERSATION.bodyMaxLength,
				value: body,
				onChange: (event) => setBody(event.currentTarget.value),
				onKeyDown: sendOnCtrlEnter
			}),
			showsBodyCount(body.length) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "xs",
				c: "dimmed",
				"aria-live": "polite",
				children: [
					body.length.toLocaleString("en-US"),
					" / ",
					CONVERSATION.bodyMaxLength.toLocaleString("en-US"),
					" characters"
				]
			}),
			photos.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				gap: "xs",
				"aria-label": "Attached photos",
				children: photos.map((photo, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: 2,
					align: "center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
						src: photo.url,
						alt: `Attached photo ${index + 1}`,
						w: 64,
						h: 64,
						radius: "md",
						fit: "cover"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
						variant: "subtle",
						color: "red",
						size: "sm",
						"aria-label": `Remove photo ${index + 1}`,
						onClick: () => setPhotos((current) => current.filter((kept) => kept !== photo)),
						children: "×"
					})]
				}, photo.uploadId))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				align: "flex-start",
				wrap: "wrap",
				gap: "sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
					label: "Attach a photo",
					file: null,
					onChange: (file) => void attach(file),
					progress: photoUpload.progress,
					disabled: photoUpload.uploading || photosFull
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: send,
					loading: post.isPending,
					disabled: photoUpload.uploading,
					children: "Send"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: photoUpload.error ?? error })
		]
	});
}
// src/features/conversation/HideMessageButton.tsx
/** The dialog asks the reason; the button knows the rest. */
var REASON_SCHEMA = hideMessageInputSchema.pick({ reason: true });
function HideMessageButton({ messageId }) {
	const utils = trpc.useUtils();
	const hide = trpc.conversation.hide.useMutation({ onSuccess: () => utils.conversation.thread.invalidate() });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HideWithReasonButton, {
		noun: "message",
		schema: REASON_SCHEMA,
		reasonMaxLength: CONVERSATION.hideReasonMaxLength,
		description: "Kept with the message for administrators; the customer and the pro see only that it was hidden.",
		hide: (reason) => hide.mutateAsync({
			messageId,
			reason
		})
	});
}
// src/features/conversation/LinkedText.tsx
function LinkedText({ text }) {
	let start = 0;
	const parts = splitLinks(text).map((part) => {
		const key = start;
		start += part.text.length;
		if (part.kind === "text") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: part.text }, key);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			href: part.href,
			target: "_blank",
			rel: "noopener noreferrer nofollow",
			c: "inherit",
			underline: "always",
			children: part.text
		}, key);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "sm",
		style: {
			whiteSpace: "pre-wrap",
			overflowWrap: "anywhere"
		},
		c: "inherit",
		children: parts
	});
}
// src/features/conversation/MessageBubble.tsx
function MessageBubble({ message, read, canHide }) {
	const { mine, author } = message;
	const support = author.role === "SUPPORT";
	const shown = !message.hidden || message.body !== "" || message.photos.length > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		align: mine ? "flex-end" : "flex-start",
		component: "li",
		"aria-label": `Message from ${author.name}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: 6,
				children: [support ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					size: "sm",
					color: "rose",
					children: author.name
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "xs",
					fw: 600,
					children: mine ? "You" : author.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "xs",
					c: "dimmed",
					children: formatInstant(message.createdAt)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				px: "sm",
				py: 8,
				radius: "lg",
				maw: "min(85%, 32rem)",
				bg: mine ? "plum.7" : support ? "rose.0" : "gray.1",
				c: mine ? "white" : void 0,
				withBorder: support,
				children: [
					message.hidden && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						fs: "italic",
						c: mine ? "plum.1" : "dimmed",
						children: "This message was hidden by Primp support."
					}),
					shown && message.body && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkedText, { text: message.body }),
					shown && message.photos.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
						gap: "xs",
						mt: message.body ? 6 : 0,
						children: message.photos.map((photo, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							href: photo.url,
							target: "_blank",
							rel: "noopener noreferrer",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
								src: photo.url,
								alt: `Photo ${index + 1} from ${mine ? "you" : author.name}`,
								w: 96,
								h: 96,
								radius: "md",
								fit: "cover"
							})
						}, photo.id))
					})
				]
			}),
			message.hiddenReason && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "xs",
				c: "red.8",
				children: ["Hidden: ", message.hiddenReason]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				children: "Read"
			}), canHide && !message.hidden && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HideMessageButton, { messageId: message.id })] })
		]
	});
}
// src/features/conversation/Conversation.tsx
/** Marks the thread read up to its newest message when someone else wrote it. */
function useMarkRead(bookingId, thread) {
	const markRead = trpc.conversation.markRead.useMutation();
	const newest = thread?.messages.at(-1);
	const unreadId = newest && !newest.mine ? newest.id : null;
	const { mutate } = markRead;
	(0, import_react.useEffect)(() => {
		if (unreadId) mutate({
			bookingId,
			messageId: unreadId
		});
	}, [
		bookingId,
		unreadId,
		mutate
	]);
}
/** The id of my newest message once the other side has read up to it. */
function readMessageId(thread) {
	const mine = thread.messages.filter((message) => message.mine).at(-1);
	const readAt = thread.otherSideReadAt;
	return mine && readAt && readAt.getTime() >= mine.createdAt.getTime() ? mine.id : null;
}
function ThreadBody({ bookingId, thread }) {
	const read = readMessageId(thread);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [thread.messages.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			children: CONVERSATION_EMPTY
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "sm",
			component: "ol",
			p: 0,
			m: 0,
			style: { listStyle: "none" },
			"aria-label": "Messages",
			children: thread.messages.map((message) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageBubble, {
				message,
				read: message.id === read,
				canHide: thread.role === "SUPPORT"
			}, message.id))
		}), thread.canWrite ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Composer, { bookingId }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "gray",
			variant: "light",
			children: thread.writeRefusal
		})]
	});
}
function Conversation({ bookingId }) {
	const query = trpc.conversation.thread.useQuery({ bookingId });
	useMarkRead(bookingId, query.data);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingSection, {
		id: "messages",
		title: "Messages",
		ready: query.data !== void 0,
		children: query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
			size: "sm",
			"aria-label": "Loading messages"
		}) : query.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "red",
			variant: "light",
			role: "alert",
			children: errorMessage(query.error)
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThreadBody, {
			bookingId,
			thread: query.data
		})
	});
}
// src/features/day-of/ProDayOfActions.tsx
var CUSTOM = "custom";
function ProDayOfActions({ bookingId, dayOf, onChanged }) {
	const onMyWay = trpc.pro.onMyWay.useMutation({ onSuccess: onChanged });
	const arrived = trpc.pro.arrived.useMutation({ onSuccess: onChanged });
	const markDone = trpc.pro.markDone.useMutation({ onSuccess: onChanged });
	const [choice, setChoice] = (0, import_react.useState)("15");
	const [custom, setCustom] = (0, import_react.useState)("");
	const answered = markDone.data ?? arrived.data ?? onMyWay.data;
	const failed = markDone.error ?? arrived.error ?? onMyWay.error;
	const busy = onMyWay.isPending || arrived.isPending || markDone.isPending;
	const etaMinutes = choice === CUSTOM ? Number(custom) : Number(choice);
	const next = new Set(dayOf.nextSteps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				message: answered?.message ?? null,
				tone: "success"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: failed ? errorMessage(failed) : null }),
			next.has("ON_MY_WAY") && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						fw: 600,
						id: "eta-label",
						children: "Arriving in (minutes)"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentedControl, {
						"aria-labelledby": "eta-label",
						value: choice,
						onChange: setChoice,
						data: [...DAY_OF.etaChoices.map((minutes) => String(minutes)), {
							value: CUSTOM,
							label: "Other"
						}],
						fullWidth: true
					}),
					choice === CUSTOM && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
						label: "Minutes until you arrive",
						min: DAY_OF.etaMinutes.min,
						max: DAY_OF.etaMinutes.max,
						allowDecimal: false,
						value: custom,
						onChange: setCustom
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => onMyWay.mutate({
							bookingId,
							etaMinutes
						}),
						loading: onMyWay.isPending,
						disabled: busy,
						children: "On my way"
					}) })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [next.has("ARRIVED") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: () => arrived.mutate({ bookingId }),
				loading: arrived.isPending,
				disabled: busy,
				children: "Arrived"
			}), next.has("DONE") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "teal",
				onClick: () => markDone.mutate({ bookingId }),
				loading: markDone.isPending,
				disabled: busy,
				children: "Mark as done"
			})] }),
			next.size === 0 && !dayOf.doneAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				size: "sm",
				children: dayOf.onMyWayAt ? "You can mark this booking done once the appointment has started." : "On the day of the appointment you can tell the customer you're on your way here."
			})
		]
	});
}
export { Conversation as n, BookingSection as r, ProDayOfActions as t };
