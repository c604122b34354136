// Chakra's default theme, minus the recipes of components the product does not use. A system's
// recipes ship with the shared @storefront/ui module (never tree-shaken), and Chakra's ~70
// recipes cost ~9 KB gzipped more than this list. A component whose recipe is missing renders
// unstyled: add its recipe here when the product starts using it.
import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss: theme.globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: {
      badge: theme.badgeRecipe,
      button: theme.buttonRecipe,
      checkmark: theme.checkmarkRecipe,
      code: theme.codeRecipe,
      container: theme.containerRecipe,
      heading: theme.headingRecipe,
      icon: theme.iconRecipe,
      input: theme.inputRecipe,
      inputAddon: theme.inputAddonRecipe,
      link: theme.linkRecipe,
      radiomark: theme.radiomarkRecipe,
      separator: theme.separatorRecipe,
      skeleton: theme.skeletonRecipe,
      spinner: theme.spinnerRecipe,
      textarea: theme.textareaRecipe,
    },
    slotRecipes: {
      accordion: theme.accordionSlotRecipe,
      alert: theme.alertSlotRecipe,
      card: theme.cardSlotRecipe,
      checkbox: theme.checkboxSlotRecipe,
      collapsible: theme.collapsibleSlotRecipe,
      dataList: theme.dataListSlotRecipe,
      dialog: theme.dialogSlotRecipe,
      drawer: theme.drawerSlotRecipe,
      emptyState: theme.emptyStateSlotRecipe,
      field: theme.fieldSlotRecipe,
      fieldset: theme.fieldsetSlotRecipe,
      list: theme.listSlotRecipe,
      menu: theme.menuSlotRecipe,
      nativeSelect: theme.nativeSelectSlotRecipe,
      numberInput: theme.numberInputSlotRecipe,
      pinInput: theme.pinInputSlotRecipe,
      popover: theme.popoverSlotRecipe,
      progress: theme.progressSlotRecipe,
      radioCard: theme.radioCardSlotRecipe,
      radioGroup: theme.radioGroupSlotRecipe,
      select: theme.selectSlotRecipe,
      steps: theme.stepsSlotRecipe,
      switch: theme.switchSlotRecipe,
      table: theme.tableSlotRecipe,
      tabs: theme.tabsSlotRecipe,
      tag: theme.tagSlotRecipe,
      toast: theme.toastSlotRecipe,
      tooltip: theme.tooltipSlotRecipe,
    },
  },
});

export const storeBaseConfig = mergeConfigs(defaultBaseConfig, themeConfig);
