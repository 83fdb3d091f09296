// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/Theme.h"

#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/ThemeStyle.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QToolTip>

namespace tally::theme {

namespace {

// The style the platform gave the application, kept on the application object the first time
// a theme replaces it, so that System can put it back.
constexpr char kSystemStyleProperty[] = "tallySystemStyle";

// Sets `indicators`'s ThemeStyle as the application's style, unless it is that already.
void useThemeStyle(ThemeStyle::Indicators indicators)
{
    const auto* current = qobject_cast<const ThemeStyle*>(QApplication::style());
    if (!current || current->indicators() != indicators)
        QApplication::setStyle(new ThemeStyle(indicators)); // the application owns its style
}

struct Roles
{
    const char* window;
    const char* windowText;
    const char* base;
    const char* alternateBase;
    const char* toolTipBase;
    const char* toolTipText;
    const char* placeholderText;
    const char* text;
    const char* button;
    const char* buttonText;
    const char* brightText;
    const char* light;
    const char* midlight;
    const char* mid;
    const char* dark;
    const char* shadow;
    const char* highlight;
    const char* highlightedText;
    const char* link;
    const char* linkVisited;
};

void setGroup(QPalette& palette, QPalette::ColorGroup group, const Roles& roles)
{
    const auto set = [&](QPalette::ColorRole role, const char* color) {
        palette.setColor(group, role, QColor(QLatin1String(color)));
    };
    set(QPalette::Window, roles.window);
    set(QPalette::WindowText, roles.windowText);
    set(QPalette::Base, roles.base);
    set(QPalette::AlternateBase, roles.alternateBase);
    set(QPalette::ToolTipBase, roles.toolTipBase);
    set(QPalette::ToolTipText, roles.toolTipText);
    set(QPalette::PlaceholderText, roles.placeholderText);
    set(QPalette::Text, roles.text);
    set(QPalette::Button, roles.button);
    set(QPalette::ButtonText, roles.buttonText);
    set(QPalette::BrightText, roles.brightText);
    set(QPalette::Light, roles.light);
    set(QPalette::Midlight, roles.midlight);
    set(QPalette::Mid, roles.mid);
    set(QPalette::Dark, roles.dark);
    set(QPalette::Shadow, roles.shadow);
    set(QPalette::Highlight, roles.highlight);
    set(QPalette::HighlightedText, roles.highlightedText);
    set(QPalette::Link, roles.link);
    set(QPalette::LinkVisited, roles.linkVisited);
}

QPalette paletteOf(const Roles& active, const Roles& disabled)
{
    QPalette palette;
    setGroup(palette, QPalette::Active, active);
    setGroup(palette, QPalette::Inactive, active); // a window in the background reads the same
    setGroup(palette, QPalette::Disabled, disabled);
    return palette;
}

} // namespace

// Contrast ratios (WCAG 2) of the choices below, text on its background: text 14.8:1 (light)
// and 13.2:1 (dark), placeholder and dimmed text 5.1 and 6.2, links 6.4 and 7.4, selected text
// 5.2 and 5.7; disabled text about 3.3 and 4.2, readable while it looks switched off.
QPalette lightPalette()
{
    static constexpr Roles kActive{"#efeff0", "#1b1c1e", "#ffffff", "#f4f5f7", "#ffffe1",
                                   "#1b1c1e", "#6b6e73", "#1b1c1e", "#e8e9eb", "#1b1c1e",
                                   "#ffffff", "#ffffff", "#f5f5f6", "#c9cbcf", "#9fa2a7",
                                   "#5d5f63", "#2b6cc4", "#ffffff", "#0b57d0", "#7b3fb8"};
    static constexpr Roles kDisabled{"#efeff0", "#80838a", "#f3f3f4", "#f3f3f4", "#ffffe1",
                                     "#80838a", "#a3a6ab", "#80838a", "#e4e5e7", "#80838a",
                                     "#ffffff", "#ffffff", "#f5f5f6", "#c9cbcf", "#9fa2a7",
                                     "#5d5f63", "#c5c8cd", "#4a4c50", "#7d9fd6", "#a98bc9"};
    return paletteOf(kActive, kDisabled);
}

QPalette darkPalette()
{
    static constexpr Roles kActive{"#2b2d30", "#e4e6eb", "#1e1f22", "#26282b", "#3c3f44",
                                   "#f0f0f0", "#9aa0a6", "#e4e6eb", "#35373b", "#e4e6eb",
                                   "#ffffff", "#505358", "#414449", "#3a3d42", "#18191b",
                                   "#0c0c0d", "#3465b4", "#ffffff", "#78b0ff", "#c7a0ff"};
    static constexpr Roles kDisabled{"#2b2d30", "#8b8e94", "#25272a", "#25272a", "#3c3f44",
                                     "#8b8e94", "#6f7378", "#8b8e94", "#2f3135", "#8b8e94",
                                     "#ffffff", "#45484d", "#393c40", "#33363a", "#18191b",
                                     "#0c0c0d", "#44474c", "#b0b3b8", "#5b7fb0", "#8a78b0"};
    return paletteOf(kActive, kDisabled);
}

void apply(Theme theme)
{
    auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (!app)
        return;
    const QVariant systemStyle = app->property(kSystemStyleProperty);
    if (!systemStyle.isValid())
        app->setProperty(kSystemStyleProperty, QApplication::style()->name());
    if (theme == Theme::System) {
        // The platform's style; Fusion as ThemeStyle draws it, looking the same (its line edits'
        // frames kept as pixmaps).
        const QString platform =
            systemStyle.isValid() ? systemStyle.toString() : QApplication::style()->name();
        if (platform.compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0)
            useThemeStyle(ThemeStyle::Indicators::AsFusion);
        else if (systemStyle.isValid())
            QApplication::setStyle(platform);
        if (!systemStyle.isValid())
            return; // no theme before: the platform's palette is in place
        // A palette that sets no role: the style's and the platform theme's colours again.
        QApplication::setPalette(QPalette());
        QToolTip::setPalette(QApplication::palette("QTipLabel"));
        return;
    }
    useThemeStyle(ThemeStyle::Indicators::Corrected);
    const QPalette palette = theme == Theme::Dark ? darkPalette() : lightPalette();
    QApplication::setPalette(palette);
    QToolTip::setPalette(palette);
}

Theme load(const QSettings& settings)
{
    return fromName(settings::read(settings, settings::theme())).value_or(Theme::System);
}

void save(QSettings& settings, Theme theme)
{
    settings::write(settings, settings::theme(), nameOf(theme));
}

} // namespace tally::theme
