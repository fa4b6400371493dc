// Mantine's Group, Text, Anchor, ActionIcon, Button, dot Badge and Checkbox as the table's cells use them, drawn as the same
// markup (Mantine's classes and CSS variables) without Mantine's per-element hooks (theme, props
// and styles resolution, style props): a 50-row page of events draws about 400 of them, and those
// hooks were most of a page turn's scripting in a CPU profile with the CPU throttled 4x (issue 30).
// light-mantine.test.tsx keeps each one's markup identical to Mantine's own.
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';

const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;
const GROUP_STYLE = {
  '--group-gap': 'calc(0.25rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as React.CSSProperties;

/** `<Group gap={4} wrap="nowrap">`. */
export function LightGroup({ children }: { children: ReactNode }) {
  return (
    <div style={GROUP_STYLE} className={GROUP_CLASS}>
      {children}
    </div>
  );
}

const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const TEXT_STYLE = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
} as React.CSSProperties;
const MONOSPACE_TEXT_STYLE = { ...TEXT_STYLE, fontFamily: 'var(--mantine-font-family-monospace)' };

/** `<Text size="sm">` (a paragraph), or with `span` `<Text span size="sm">`, `monospace` its `ff`. */
export function LightText({
  span,
  monospace,
  ...props
}: ComponentPropsWithoutRef<'p'> & { span?: boolean; monospace?: boolean }) {
  const Element = span ? 'span' : 'p';
  return (
    <Element
      style={monospace ? MONOSPACE_TEXT_STYLE : TEXT_STYLE}
      className={TEXT_CLASS}
      data-size="sm"
      {...props}
    />
  );
}

const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;

/** `<Anchor size="sm">`. */
export function LightAnchor(props: ComponentPropsWithoutRef<'a'>) {
  return <a style={TEXT_STYLE} className={ANCHOR_CLASS} data-size="sm" data-underline="hover" {...props} />;
}

const ICON_BUTTON_CLASS = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;
const ICON_BUTTON_STYLES = {
  // `<ActionIcon variant="subtle" size={24} color="gray">`: a value's menu button (a pivot).
  gray: {
    '--ai-size': 'calc(1.5rem * var(--mantine-scale))',
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-color-gray-light-hover)',
    '--ai-color': 'var(--mantine-color-gray-light-color)',
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as React.CSSProperties,
  // `<ActionIcon variant="subtle">` in the theme's primary colour: a row's actions menu, its toggle.
  primary: {
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-primary-color-light-hover)',
    '--ai-color': 'var(--mantine-primary-color-light-color)',
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as React.CSSProperties,
};

/** `<ActionIcon variant="subtle" size={24} color="gray">`, or with `tone="primary"` `<ActionIcon variant="subtle">`. */
export function LightIconButton({
  children,
  ref,
  tone = 'gray',
  ...props
}: ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement>; tone?: 'gray' | 'primary' }) {
  return (
    <button
      ref={ref}
      style={ICON_BUTTON_STYLES[tone]}
      className={ICON_BUTTON_CLASS}
      data-variant="subtle"
      type="button"
      {...props}
    >
      <span className={ICON_CLASS}>{children}</span>
    </button>
  );
}

const BUTTON_ROOT_CLASS = `${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
// Mantine's :active press effect is for enabled buttons only.
const BUTTON_CLASS = `mantine-focus-auto mantine-active ${BUTTON_ROOT_CLASS}`;
const DISABLED_BUTTON_CLASS = `mantine-focus-auto ${BUTTON_ROOT_CLASS}`;
const BUTTON_STYLE = {
  '--button-height': 'var(--button-height-compact-xs)',
  '--button-padding-x': 'var(--button-padding-x-compact-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
  '--button-bg': 'transparent',
  '--button-hover': 'var(--mantine-primary-color-light-hover)',
  '--button-color': 'var(--mantine-primary-color-light-color)',
  '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  minHeight: 'calc(1.5rem * var(--mantine-scale))',
} as React.CSSProperties;
const { minHeight, ...BUTTON_VARIABLES } = BUTTON_STYLE;
const DANGER_BUTTON_STYLE = {
  ...BUTTON_VARIABLES,
  '--button-hover': 'var(--mantine-color-red-light-hover)',
  '--button-color': 'var(--mantine-color-red-light-color)',
  color: 'var(--app-color-danger-text)',
  minHeight,
} as React.CSSProperties;

/**
 * `<Button size="compact-xs" mih={24} variant="subtle">` (a row's action; at least 24 px tall,
 * WCAG 2.5.8), with `danger` its red (`color="red" c="var(--app-color-danger-text)"`).
 */
export function LightButton({
  children,
  danger,
  disabled,
  ...props
}: Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'style' | 'type'> & { danger?: boolean }) {
  return (
    <button
      style={danger ? DANGER_BUTTON_STYLE : BUTTON_STYLE}
      className={disabled ? DISABLED_BUTTON_CLASS : BUTTON_CLASS}
      data-variant="subtle"
      data-size="compact-xs"
      data-disabled={disabled || undefined}
      type="button"
      disabled={disabled}
      {...props}
    >
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        <span className={`${Button.classes.label} mantine-Button-label`}>{children}</span>
      </span>
    </button>
  );
}

const BADGE_CLASS = `${Badge.classes['root--dot']} ${Badge.classes.root} mantine-Badge-root`;
const BADGE_LABEL_CLASS = `${Badge.classes.label} mantine-Badge-label`;
const badgeStyles = new Map<string, React.CSSProperties>();

/** The style of a dot badge of a theme colour (a name: 'red', 'gray'), made once per colour. */
function badgeStyle(color: string): React.CSSProperties {
  let style = badgeStyles.get(color);
  if (!style) {
    style = {
      '--badge-height': 'var(--badge-height-sm)',
      '--badge-padding-x': 'var(--badge-padding-x-sm)',
      '--badge-fz': 'var(--badge-fz-sm)',
      '--badge-dot-color': `var(--mantine-color-${color}-filled)`,
    } as React.CSSProperties;
    badgeStyles.set(color, style);
  }
  return style;
}

/** `<Badge color={color} variant="dot" size="sm">` of a theme colour's name. */
export function LightDotBadge({
  color,
  title,
  children,
}: {
  color: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div style={badgeStyle(color)} className={BADGE_CLASS} data-variant="dot" data-size="sm" title={title}>
      <span className={BADGE_LABEL_CLASS}>{children}</span>
    </div>
  );
}

// m_bf2d988c: the root class of Mantine's InlineInput, which draws the checkbox (not exported).
const CHECKBOX_CLASS = `m_bf2d988c mantine-Checkbox-root ${Checkbox.classes.root} mantine-Checkbox-root`;
const CHECKBOX = Checkbox.classes;
const CHECKBOX_STYLE = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-primary-color-filled)',
} as React.CSSProperties;

/** `<Checkbox>` without a label (a row's selection box; its name is its aria-label). */
export function LightCheckbox({
  checked,
  ...props
}: Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className' | 'style'> & { checked: boolean }) {
  return (
    <div
      style={CHECKBOX_STYLE}
      className={CHECKBOX_CLASS}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={`${CHECKBOX.body} mantine-Checkbox-body`}>
        <div className={`${CHECKBOX.inner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${CHECKBOX.input} mantine-Checkbox-input`}
            data-with-error-styles="true"
            {...props}
            type="checkbox"
            checked={checked}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={`${CHECKBOX.icon} mantine-Checkbox-icon`}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={`${CHECKBOX.labelWrapper} mantine-Checkbox-labelWrapper`} />
      </div>
    </div>
  );
}
