import { STYLE_NAMES, VARIANT_NAMES } from '@market/themes';
import type { VariantName } from '@market/themes';
import { Check, ChevronDown, GripVertical, Settings, X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { forwardRef, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useDocumentDirection } from '../ThemeRoot/index.ts';
import { englishLabels } from './SettingsPanel.labels.ts';
import {
  Body,
  ColorInput,
  FieldCaption,
  FieldLabel,
  GearButton,
  GroupContent,
  GroupHeading,
  GroupItem,
  GroupTrigger,
  Handle,
  Header,
  IconButton,
  NativeSelect,
  Panel,
  PresetCard,
  PresetGrid,
  Range,
  RangeValue,
  Row,
  Segment,
  Segmented,
  Swatch,
  SwitchRoot,
  SwitchThumb,
} from './SettingsPanel.styles.ts';
import type {
  SettingsGroup,
  SettingsPanelLabels,
  SettingsPanelProps,
  ShellSettings,
} from './SettingsPanel.types.ts';
import { MENU_WIDTH_MAX, MENU_WIDTH_MIN } from './shellSettings.ts';
import { useMovablePanel } from './useMovablePanel.ts';

type KeysOf<T> = { [K in keyof ShellSettings]: ShellSettings[K] extends T ? K : never }[keyof ShellSettings];
type ChoiceKey = Exclude<KeysOf<string>, 'primaryColor' | 'preselectedVariant'>;
type FlagKey = KeysOf<boolean>;

interface FieldContext {
  settings: ShellSettings;
  onChange: SettingsPanelProps['onChange'];
  labels: SettingsPanelLabels;
}

function optionLabel(labels: SettingsPanelLabels, key: string, value: string): string {
  return labels.options[`${key}.${value}`] ?? labels.options[value] ?? value;
}

/** A few short choices as a segmented radio group (arrow keys move between them). */
function Choice<K extends ChoiceKey>({
  ctx,
  name,
  options,
}: {
  ctx: FieldContext;
  name: K;
  options: readonly ShellSettings[K][];
}) {
  const labelId = useId();
  return (
    <Row data-stacked="">
      <FieldCaption id={labelId}>{ctx.labels.fields[name]}</FieldCaption>
      <Segmented
        aria-labelledby={labelId}
        orientation="horizontal"
        value={ctx.settings[name]}
        onValueChange={(value) => ctx.onChange(name, value as ShellSettings[K])}
      >
        {options.map((value) => (
          <Segment key={value} value={value}>
            {optionLabel(ctx.labels, name, value)}
          </Segment>
        ))}
      </Segmented>
    </Row>
  );
}

/** Many or long choices as a native select. */
function SelectField<K extends ChoiceKey>({
  ctx,
  name,
  options,
}: {
  ctx: FieldContext;
  name: K;
  options: readonly ShellSettings[K][];
}) {
  const id = useId();
  return (
    <Row>
      <FieldLabel htmlFor={id}>{ctx.labels.fields[name]}</FieldLabel>
      <NativeSelect
        id={id}
        value={ctx.settings[name]}
        onChange={(event) => ctx.onChange(name, event.target.value as ShellSettings[K])}
      >
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(ctx.labels, name, value)}
          </option>
        ))}
      </NativeSelect>
    </Row>
  );
}

function Flag({ ctx, name }: { ctx: FieldContext; name: FlagKey }) {
  const id = useId();
  return (
    <Row>
      <FieldLabel htmlFor={id}>{ctx.labels.fields[name]}</FieldLabel>
      <SwitchRoot id={id} checked={ctx.settings[name]} onCheckedChange={(on) => ctx.onChange(name, on)}>
        <SwitchThumb />
      </SwitchRoot>
    </Row>
  );
}

function Group({ value, title, children }: { value: SettingsGroup; title: string; children: ReactNode }) {
  return (
    <GroupItem value={value}>
      {/* Level 2, not the accordion's default 3: the panel floats over any page, whose headings
          may stop at its h1 (axe heading-order). */}
      <GroupHeading asChild>
        <h2>
          <GroupTrigger>
            {title}
            <ChevronDown aria-hidden />
          </GroupTrigger>
        </h2>
      </GroupHeading>
      <GroupContent>{children}</GroupContent>
    </GroupItem>
  );
}

export const SettingsPanel = forwardRef<HTMLDivElement, SettingsPanelProps>(function SettingsPanel(
  {
    settings,
    onChange,
    onPreset,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    position: positionProp,
    defaultPosition,
    onPositionChange,
    defaultGroups = ['application'],
    labels: labelOverrides,
  },
  ref,
) {
  const labels: SettingsPanelLabels = { ...englishLabels, ...labelOverrides };
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const panelRef = useRef<HTMLDivElement | null>(null);
  const dir = useDocumentDirection();
  const { position, handleProps } = useMovablePanel({
    panelRef,
    dir,
    position: positionProp,
    defaultPosition,
    onPositionChange,
  });
  const hintId = useId();
  const colorId = useId();
  const widthId = useId();
  const presetLabelId = useId();
  const ctx: FieldContext = { settings, onChange, labels };
  const positionStyle = position
    ? ({ '--settings-panel-x': `${position.x}px`, '--settings-panel-y': `${position.y}px` } as CSSProperties)
    : undefined;

  return (
    // Not modal: staff keep using the app and watch each change apply while the panel is open.
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger asChild>
        <GearButton type="button" aria-label={labels.open}>
          <Settings aria-hidden />
        </GearButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Panel
          ref={(node: HTMLDivElement | null) => {
            panelRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          data-moved={position ? '' : undefined}
          style={positionStyle}
          aria-describedby={undefined}
          // Clicking the page behind must not close it; only Escape and the close button do.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Header>
            <Handle type="button" aria-describedby={hintId} {...handleProps}>
              <GripVertical aria-hidden />
              <Dialog.Title asChild>
                <span>{labels.title}</span>
              </Dialog.Title>
            </Handle>
            <VisuallyHidden.Root id={hintId}>{labels.moveHint}</VisuallyHidden.Root>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={labels.close}>
                <X aria-hidden />
              </IconButton>
            </Dialog.Close>
          </Header>
          <Body type="multiple" defaultValue={defaultGroups}>
            <Group value="application" title={labels.groups.application}>
              <Row data-stacked="">
                <FieldCaption id={presetLabelId}>{labels.fields.preset}</FieldCaption>
                <PresetGrid
                  aria-labelledby={presetLabelId}
                  value={settings.preselectedVariant}
                  onValueChange={(value) => onPreset(value as VariantName)}
                >
                  {VARIANT_NAMES.map((name) => (
                    <PresetCard key={name} value={name}>
                      <Swatch data-theme-scope="" data-variant={name} aria-hidden>
                        {settings.preselectedVariant === name && <Check />}
                      </Swatch>
                      {labels.variants[name]}
                    </PresetCard>
                  ))}
                </PresetGrid>
              </Row>
              <Choice ctx={ctx} name="version" options={STYLE_NAMES} />
              <Choice ctx={ctx} name="theme" options={['default', 'dark']} />
              <Row>
                <FieldLabel htmlFor={colorId}>{labels.fields.primaryColor}</FieldLabel>
                <ColorInput
                  id={colorId}
                  type="color"
                  value={settings.primaryColor}
                  onChange={(event) => onChange('primaryColor', event.target.value)}
                />
              </Row>
              <Choice ctx={ctx} name="locale" options={['en-US', 'ar-EG']} />
            </Group>
            <Group value="layout" title={labels.groups.layout}>
              <Flag ctx={ctx} name="isContentMaxWidth" />
              <Flag ctx={ctx} name="isAppMaxWidth" />
              <Flag ctx={ctx} name="isGrayBackground" />
              <Flag ctx={ctx} name="isCardShadow" />
              <Flag ctx={ctx} name="isSquaredBorders" />
              <Flag ctx={ctx} name="isBorderless" />
              <SelectField
                ctx={ctx}
                name="routerAnimation"
                options={['none', 'slide-fadein-up', 'slide-fadein-right', 'fadein', 'zoom-fadein']}
              />
              <SelectField ctx={ctx} name="authPagesColor" options={['white', 'gray', 'image']} />
              <Flag ctx={ctx} name="isAuthTopbar" />
            </Group>
            <Group value="menu" title={labels.groups.menu}>
              <SelectField ctx={ctx} name="layoutMenu" options={['classic', 'flyout', 'simply', 'noMenu']} />
              <Choice ctx={ctx} name="menuLayoutType" options={['left', 'top']} />
              <Choice ctx={ctx} name="flyoutMenuType" options={['flyout', 'default', 'compact']} />
              <SelectField ctx={ctx} name="menuColor" options={['white', 'gray', 'dark']} />
              <SelectField ctx={ctx} name="flyoutMenuColor" options={['white', 'gray', 'dark', 'blue']} />
              <Flag ctx={ctx} name="isMenuCollapsed" />
              <Flag ctx={ctx} name="isMenuUnfixed" />
              <Flag ctx={ctx} name="isMenuShadow" />
              <Row>
                <FieldLabel htmlFor={widthId}>{labels.fields.leftMenuWidth}</FieldLabel>
                <Range
                  id={widthId}
                  type="range"
                  min={MENU_WIDTH_MIN}
                  max={MENU_WIDTH_MAX}
                  step={1}
                  value={settings.leftMenuWidth}
                  onChange={(event) => onChange('leftMenuWidth', Number(event.target.value))}
                />
                <RangeValue htmlFor={widthId}>{settings.leftMenuWidth}px</RangeValue>
              </Row>
            </Group>
            <Group value="topbar" title={labels.groups.topbar}>
              <Choice ctx={ctx} name="layoutTopbar" options={['v1', 'none']} />
              <Flag ctx={ctx} name="isTopbarFixed" />
              <Flag ctx={ctx} name="isTopbarSeparated" />
              <Flag ctx={ctx} name="isGrayTopbar" />
            </Group>
            <Group value="breadcrumbs" title={labels.groups.breadcrumbs}>
              <Choice ctx={ctx} name="layoutBreadcrumbs" options={['v1', 'v2', 'none']} />
            </Group>
            <Group value="footer" title={labels.groups.footer}>
              <SelectField ctx={ctx} name="layoutFooter" options={['v1', 'v2', 'v3', 'v4', 'none']} />
            </Group>
          </Body>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
SettingsPanel.displayName = 'SettingsPanel';
