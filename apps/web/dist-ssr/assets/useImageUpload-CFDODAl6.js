import { M as getThemeColor, R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, d as genericFactory, s as Text, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps } from "./product-CALG69RJ.js";
import { r as useMergedRef, t as assignRef } from "./use-merged-ref-CCpXzbJc.js";
import { n as getContrastColor, t as getAutoContrastValue } from "./get-auto-contrast-value-zw3IhSrd.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-CITcc5PZ.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { d as object, h as _coercedNumber, l as literal, m as union, o as discriminatedUnion, p as string, t as ZodNumber } from "./schemas-DY5hhiYg.js";
import { Gt as Group, _ as NETWORK_ERROR, bn as createSafeContext } from "../entry-server.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/FileButton/FileButton.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FileButton = genericFactory((props) => {
	const { onChange, children, multiple, accept, name, form, resetRef, disabled, capture, inputProps, ref, ...others } = useProps("FileButton", null, props);
	const inputRef = (0, import_react.useRef)(null);
	const onClick = () => {
		!disabled && inputRef.current?.click();
	};
	const handleChange = (event) => {
		if (event.currentTarget.files === null) return onChange(multiple ? [] : null);
		if (multiple) onChange(Array.from(event.currentTarget.files));
		else onChange(event.currentTarget.files[0] || null);
	};
	const reset = () => {
		if (inputRef.current) inputRef.current.value = "";
	};
	assignRef(resetRef, reset);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		style: { display: "none" },
		type: "file",
		accept,
		multiple,
		onChange: handleChange,
		ref: useMergedRef(ref, inputRef),
		name,
		form,
		capture,
		...inputProps
	}), children({
		onClick,
		...others
	})] });
});
FileButton.displayName = "@mantine/core/FileButton";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Progress/Progress.context.mjs
var [ProgressProvider, useProgressContext] = createSafeContext("Progress.Root component was not found in tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Progress/Progress.module.mjs
var Progress_module_default = {
	"root": "m_db6d6462",
	"section": "m_2242eb65",
	"stripes-animation": "m_81a374bd",
	"stripes-animation-vertical": "m_e0fb7a86",
	"label": "m_91e40b74"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Progress/ProgressLabel/ProgressLabel.mjs
var ProgressLabel = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ProgressLabel", null, props);
	const ctx = useProgressContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("label", {
			className,
			style,
			classNames,
			styles
		}),
		...others
	});
});
ProgressLabel.classes = Progress_module_default;
ProgressLabel.displayName = "@mantine/core/ProgressLabel";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Progress/ProgressRoot/ProgressRoot.mjs
var varsResolver = createVarsResolver((_, { size, radius, transitionDuration }) => ({ root: {
	"--progress-size": getSize(size, "progress-size"),
	"--progress-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--progress-transition-duration": typeof transitionDuration === "number" ? `${transitionDuration}ms` : void 0
} }));
var ProgressRoot = factory((_props) => {
	const props = useProps("ProgressRoot", null, _props);
	const { classNames, className, style, styles, unstyled, vars, autoContrast, transitionDuration, orientation, attributes, mod, ...others } = props;
	const getStyles = useStyles({
		name: "Progress",
		classes: Progress_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressProvider, {
		value: {
			getStyles,
			autoContrast
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mod: [{ orientation }, mod],
			...getStyles("root"),
			...others
		})
	});
});
ProgressRoot.classes = Progress_module_default;
ProgressRoot.varsResolver = varsResolver;
ProgressRoot.displayName = "@mantine/core/ProgressRoot";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Progress/ProgressSection/ProgressSection.mjs
var defaultProps = { withAria: true };
var ProgressSection = factory((props) => {
	const { classNames, className, style, styles, vars, value, withAria, color, striped, animated, mod, ...others } = useProps("ProgressSection", defaultProps, props);
	const ctx = useProgressContext();
	const theme = useMantineTheme();
	const ariaAttributes = withAria ? {
		role: "progressbar",
		"aria-valuemax": 100,
		"aria-valuemin": 0,
		"aria-valuenow": value,
		"aria-valuetext": `${value}%`
	} : {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("section", {
			className,
			classNames,
			styles,
			style
		}),
		...others,
		...ariaAttributes,
		mod: [{
			striped: striped || animated,
			animated
		}, mod],
		__vars: {
			"--progress-section-size": `${value}%`,
			"--progress-section-color": getThemeColor(color, theme),
			"--progress-label-color": getAutoContrastValue(ctx.autoContrast, theme) ? getContrastColor({
				color,
				theme,
				autoContrast: ctx.autoContrast
			}) : void 0
		}
	});
});
ProgressSection.classes = Progress_module_default;
ProgressSection.displayName = "@mantine/core/ProgressSection";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Progress/Progress.mjs
var Progress = factory((_props) => {
	const props = useProps("Progress", null, _props);
	const { value, classNames, styles, vars, color, striped, animated, "aria-label": label, ...others } = props;
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressRoot, {
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		vars,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressSection, {
			value,
			color,
			striped,
			animated,
			"aria-label": label
		})
	});
});
Progress.classes = Progress_module_default;
Progress.displayName = "@mantine/core/Progress";
Progress.Section = ProgressSection;
Progress.Root = ProgressRoot;
Progress.Label = ProgressLabel;
// ../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
// ../../packages/core/src/upload-target.ts
var MAX_UPLOAD_BYTES = 8388608;
var UPLOAD_TOO_LARGE = `Please choose an image smaller than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
discriminatedUnion("kind", [
	object({
		kind: literal("submission"),
		bookingId: string().trim().min(1).max(64)
	}),
	object({
		kind: literal("message"),
		bookingId: string().trim().min(1).max(64)
	}),
	object({ kind: literal("avatar") }),
	object({
		kind: literal("highlight"),
		slot: number().pipe(union([
			1,
			2,
			3
		].map((n) => literal(n))))
	})
], { error: "Please say what this upload is for." });
// src/features/uploads/ImagePicker.tsx
function useObjectUrl(file) {
	const [url, setUrl] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (!file) {
			setUrl(null);
			return;
		}
		const objectUrl = URL.createObjectURL(file);
		setUrl(objectUrl);
		return () => URL.revokeObjectURL(objectUrl);
	}, [file]);
	return url;
}
function ImagePicker({ label, file, onChange, progress, currentUrl, capture = false, disabled = false }) {
	const shown = useObjectUrl(file) ?? currentUrl ?? null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		align: "flex-start",
		children: [
			shown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: shown,
				alt: file ? `Preview of ${file.name}` : label,
				maw: 320,
				mah: 320,
				radius: "md",
				fit: "contain",
				bg: "plum.0",
				style: { border: "1px solid var(--mantine-color-plum-1)" }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "sm",
				children: [capture && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileButton, {
					onChange,
					accept: "image/*",
					capture: "environment",
					disabled,
					children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						...props,
						disabled,
						children: "Take a photo"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileButton, {
					onChange,
					accept: "image/*",
					disabled,
					children: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "light",
						...props,
						disabled,
						children: file ? "Choose another image" : label
					})
				})]
			}),
			file && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				c: "dimmed",
				children: [
					file.name,
					" · ",
					(file.size / 1024 / 1024).toFixed(1),
					" MB"
				]
			}),
			progress !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, {
				value: progress,
				w: "100%",
				maw: 320,
				animated: true,
				"aria-label": "Upload progress"
			})
		]
	});
}
// src/features/uploads/uploadImage.ts
function uploadImage(target, file, onProgress) {
	if (file.size > 8388608) return Promise.reject(new Error(UPLOAD_TOO_LARGE));
	const body = new FormData();
	for (const [name, value] of Object.entries(target)) body.append(name, String(value));
	body.append("file", file, file.name);
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		request.open("POST", "/uploads");
		request.responseType = "json";
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress?.(Math.round(event.loaded / event.total * 100));
		};
		request.onload = () => {
			const response = request.response;
			if (request.status === 200 && response?.url) resolve({
				uploadId: response.uploadId,
				url: response.url
			});
			else reject(new Error(response?.error?.message ?? "We could not reach the server. Please check your connection and try again."));
		};
		request.onerror = () => reject(new Error(NETWORK_ERROR));
		request.send(body);
	});
}
// src/features/uploads/useImageUpload.ts
/** One upload at a time: its progress (0-100), its error in words, and its result. */
function useImageUpload() {
	const [progress, setProgress] = (0, import_react.useState)(null);
	const [error, setError] = (0, import_react.useState)(null);
	const [result, setResult] = (0, import_react.useState)(null);
	return {
		upload: (0, import_react.useCallback)(async (target, file) => {
			setError(null);
			setResult(null);
			setProgress(0);
			try {
				const uploaded = await uploadImage(target, file, setProgress);
				setResult(uploaded);
				return uploaded;
			} catch (failure) {
				setError(failure instanceof Error ? failure.message : String(failure));
				return null;
			} finally {
				setProgress(null);
			}
		}, []),
		progress,
		error,
		result,
		uploading: progress !== null
	};
}
export { ImagePicker as n, MAX_UPLOAD_BYTES as r, useImageUpload as t };
