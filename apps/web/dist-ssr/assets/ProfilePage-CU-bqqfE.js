import { t as Button } from "./Button-AH1fibEG.js";
import { Ct as SimpleGrid, Gt as Group, Jt as Paper, Nt as Avatar, Ot as Container, Pt as AspectRatio, b as useSession, d as FormMessage, f as PageMeta, ut as SPECIALITIES } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, c as Box, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { n as Fact, r as FactGrid } from "./BookingFacts-CF0E1zxu.js";
import { r as formatJoined } from "./format-Bu0XNN8x.js";
import { i as useIdParam, r as QueryState, t as BackButton } from "./PageFrame-D7xLcJva.js";
import { t as FavouriteButton } from "./FavouriteButton-Dvh3O2oO.js";
import { r as specialitiesSchema, t as AvatarUploadPanel } from "./AvatarUploadPanel-B9B8zFeb.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { n as ImagePicker, t as useImageUpload } from "./useImageUpload-CFDODAl6.js";
import { t as UnstyledButton } from "./UnstyledButton-BSVihdXN.js";
import { t as Checkbox } from "./Checkbox-hyJqHtsp.js";
import { t as ThemeIcon } from "./ThemeIcon-DpB--7MC.js";
import { a as CheckIcon } from "./icons-Cq0W7S21.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { n as LookBook, t as ProReviews } from "./ProReviews-DYQDZPJe.js";
import { n as StarsShown } from "./StarRating-1O14Zf1m.js";
// src/features/profile/HighlightCarousel.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var CAROUSEL_INTERVAL_MS = 5e3;
function HighlightCarousel({ images, name }) {
	const [index, setIndex] = (0, import_react.useState)(0);
	const [paused, setPaused] = (0, import_react.useState)(false);
	const count = images.length;
	(0, import_react.useEffect)(() => {
		if (paused || count < 2) return;
		const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
		return () => window.clearInterval(timer);
	}, [paused, count]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		onMouseEnter: () => setPaused(true),
		onMouseLeave: () => setPaused(false),
		onFocus: () => setPaused(true),
		onBlur: () => setPaused(false),
		"aria-roledescription": "carousel",
		"aria-label": `${name}'s highlights`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			style: {
				overflow: "hidden",
				borderRadius: "var(--mantine-radius-lg)"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				style: {
					display: "flex",
					transform: `translateX(-${index * 100}%)`,
					transition: `transform 750ms ease`
				},
				children: images.map((url, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					style: { flex: "0 0 100%" },
					"aria-roledescription": "slide",
					"aria-label": `${i + 1} of ${count}`,
					"aria-hidden": i !== index,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
						src: url,
						alt: `${name}'s work, highlight ${i + 1}`,
						h: {
							base: 280,
							sm: 420
						},
						fit: "cover"
					})
				}, url))
			})
		}), count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
			justify: "center",
			gap: 8,
			mt: "sm",
			children: images.map((url, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
				onClick: () => setIndex(i),
				"aria-label": `Show highlight ${i + 1}`,
				"aria-current": i === index,
				w: 10,
				h: 10,
				style: {
					borderRadius: 10,
					background: i === index ? "var(--mantine-color-plum-7)" : "var(--mantine-color-plum-2)"
				}
			}, url))
		})]
	});
}
// src/features/profile/HighlightsBlock.tsx
var SLOTS = [
	1,
	2,
	3
];
function HighlightsEditor({ current, onSaved }) {
	const [files, setFiles] = (0, import_react.useState)({});
	const { upload, progress, error, uploading } = useImageUpload();
	const [slotInFlight, setSlotInFlight] = (0, import_react.useState)(null);
	const save = async () => {
		for (const slot of SLOTS) {
			const file = files[slot];
			if (!file) continue;
			setSlotInFlight(slot);
			if (!await upload({
				kind: "highlight",
				slot
			}, file)) return setSlotInFlight(null);
		}
		setSlotInFlight(null);
		onSaved();
	};
	const chosen = SLOTS.some((slot) => files[slot]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				cols: {
					base: 1,
					sm: 3
				},
				spacing: "md",
				children: SLOTS.map((slot) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					withBorder: true,
					p: "sm",
					radius: "md",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						fw: 600,
						mb: "xs",
						children: ["Highlight ", slot]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
						label: "Choose image",
						file: files[slot] ?? null,
						onChange: (file) => setFiles((all) => ({
							...all,
							[slot]: file
						})),
						progress: slotInFlight === slot ? progress : null,
						currentUrl: current[slot - 1],
						disabled: uploading
					})]
				}, slot))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				variant: "light",
				role: "alert",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: save,
				disabled: !chosen,
				loading: uploading,
				children: "SAVE"
			}) })
		]
	});
}
function HighlightsBlock({ highlights, isOwner, name, onSaved }) {
	const [editing, setEditing] = (0, import_react.useState)(false);
	const images = highlights.filter((url) => Boolean(url));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "lg",
				children: "Highlights"
			}), isOwner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "subtle",
				onClick: () => setEditing((value) => !value),
				children: editing ? "CANCEL" : "EDIT"
			})]
		}), isOwner && editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightsEditor, {
			current: highlights,
			onSaved: () => {
				setEditing(false);
				onSaved();
			}
		}) : images.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			children: isOwner ? "Show your best work: choose EDIT to add three photos." : "No highlights yet."
		}) : isOwner ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				sm: 3
			},
			spacing: "md",
			children: images.map((url, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: url,
				alt: `Highlight ${i + 1}`,
				h: 220,
				radius: "md",
				fit: "cover"
			}, url))
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightCarousel, {
			images,
			name
		})]
	});
}
// src/features/profile/LocationMap.tsx
function LocationMap({ location }) {
	const [shown, setShown] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: location }), shown ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AspectRatio, {
			ratio: 16 / 9,
			maw: 560,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
				title: `Map of ${location}`,
				src: `https://www.google.com/maps?q=${encodeURIComponent(location)}&output=embed`,
				style: {
					border: 0,
					borderRadius: 12
				},
				loading: "lazy",
				referrerPolicy: "no-referrer-when-downgrade"
			})
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "subtle",
			px: 0,
			onClick: () => setShown(true),
			w: "fit-content",
			children: "Show map"
		})]
	});
}
// src/features/profile/ProfileHero.tsx
/** Avatar (initials when there is no photo) and full name; the owner gets the UPLOAD toggle. */
function ProfileHero({ name, avatarUrl, isOwner, uploadOpen, onToggleUpload }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		align: "center",
		gap: "sm",
		py: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
				src: avatarUrl,
				alt: name,
				name,
				color: "initials",
				size: 128,
				radius: 128
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				ta: "center",
				fz: {
					base: 28,
					sm: 36
				},
				children: name
			}),
			isOwner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "light",
				size: "xs",
				onClick: onToggleUpload,
				children: uploadOpen ? "CLOSE" : "UPLOAD"
			}) })
		]
	});
}
// src/features/profile/SpecialitiesBlock.tsx
function SpecialitiesBlock({ specialities, editing, onSaved }) {
	const { formError, field, onSubmit, showServerError } = useSchemaForm(specialitiesSchema, { specialities });
	const save = trpc.pro.updateSpecialities.useMutation({
		onSuccess: onSaved,
		onError: showServerError
	});
	if (!editing) {
		if (specialities.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			children: "No specialities listed yet."
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2
			},
			spacing: "xs",
			children: specialities.map((speciality) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				wrap: "nowrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeIcon, {
					variant: "light",
					radius: "xl",
					size: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, { size: 14 })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: speciality })]
			}, speciality))
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		noValidate: true,
		onSubmit: onSubmit(({ specialities: chosen }) => save.mutate({ specialities: chosen })),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox.Group, {
					label: "Choose your specialities",
					...field("specialities"),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
						cols: {
							base: 1,
							xs: 2
						},
						spacing: "xs",
						mt: "xs",
						children: SPECIALITIES.map((speciality) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							value: speciality,
							label: speciality
						}, speciality))
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					loading: save.isPending,
					children: "SAVE"
				}) })
			]
		})
	});
}
// src/pages/ProfilePage.tsx
var yesNo = (value) => value ? "YES" : "NO";
function ProfilePage() {
	const userId = useIdParam();
	const utils = trpc.useUtils();
	const query = trpc.pro.profile.useQuery({ userId }, { enabled: userId !== "" });
	const { user } = useSession();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const [uploadOpen, setUploadOpen] = (0, import_react.useState)(false);
	const reload = () => {
		utils.pro.profile.invalidate({ userId });
		utils.auth.session.invalidate();
		utils.pro.me.invalidate();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "md",
		py: {
			base: "lg",
			sm: 48
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: query.data?.name ?? "Profile" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackButton, {}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
				isPending: query.isPending && userId !== "",
				error: userId === "" ? /* @__PURE__ */ new Error("We could not find this professional.") : query.error,
				children: () => {
					const profile = query.data;
					if (!profile) return null;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "md",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
								p: {
									base: "md",
									sm: "xl"
								},
								shadow: "xs",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileHero, {
										name: profile.name,
										avatarUrl: profile.avatarUrl,
										isOwner: profile.isOwner,
										uploadOpen,
										onToggleUpload: () => setUploadOpen((open) => !open)
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
										justify: "center",
										gap: "sm",
										children: [profile.rating && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, {
											value: profile.rating.average,
											count: profile.rating.count
										}), !profile.isOwner && user?.role !== "PRO" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavouriteButton, {
											proUserId: profile.userId,
											proName: profile.name,
											favourite: profile.isFavourite,
											onChanged: reload
										})]
									}),
									profile.isOwner && uploadOpen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarUploadPanel, { onDone: (uploaded) => {
										setUploadOpen(false);
										if (uploaded) reload();
									} })
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
								p: {
									base: "md",
									sm: "xl"
								},
								shadow: "xs",
								component: "section",
								"aria-label": "Information",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
										order: 2,
										fz: "lg",
										mb: "md",
										children: "Information"
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactGrid, { children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
											label: "Date joined",
											children: formatJoined(profile.joinedAt)
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
											label: "Licensed",
											children: yesNo(profile.licensed)
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
											label: "Years licensed",
											children: profile.yearsLicensed
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
											label: "Kids services",
											children: yesNo(profile.kidServices)
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
											label: "Allergies",
											children: profile.allergies ? "YES" : "NONE"
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
											label: "Smoker friendly",
											children: yesNo(profile.smokerFriendly)
										})
									] }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
										gap: 0,
										mt: "md",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
											size: "xs",
											c: "dimmed",
											tt: "uppercase",
											fw: 600,
											children: "Location"
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationMap, { location: profile.location })]
									})
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
								p: {
									base: "md",
									sm: "xl"
								},
								shadow: "xs",
								component: "section",
								"aria-label": "Specialities",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
									justify: "space-between",
									mb: "md",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
										order: 2,
										fz: "lg",
										children: "Specialities"
									}), profile.isOwner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										variant: "subtle",
										onClick: () => setEditing((value) => !value),
										children: editing ? "CANCEL" : "EDIT"
									})]
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpecialitiesBlock, {
									specialities: profile.specialities,
									editing: profile.isOwner && editing,
									onSaved: () => {
										setEditing(false);
										reload();
									}
								}, String(editing))]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
								p: {
									base: "md",
									sm: "xl"
								},
								shadow: "xs",
								component: "section",
								"aria-label": "Highlights",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightsBlock, {
									highlights: profile.highlights,
									isOwner: profile.isOwner,
									name: profile.name,
									onSaved: reload
								})
							}),
							profile.looks.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
								p: {
									base: "md",
									sm: "xl"
								},
								shadow: "xs",
								component: "section",
								"aria-label": "Looks",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LookBook, { profile })
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
									profile,
									onChanged: reload
								})
							})
						]
					});
				}
			})]
		})]
	});
}
export { ProfilePage };
