// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPalette>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace tally {

// The application's colours: the platform's own (System), or Tally's Light or Dark palette on
// the Fusion style, which draws every control from the palette and so looks the same anywhere.
enum class Theme
{
    System,
    Light,
    Dark,
};

namespace theme {

// "system", "light", "dark": the names of --theme and of the setting.
QString nameOf(Theme theme);
std::optional<Theme> fromName(const QString& name);
QStringList names();

// The explicit palettes of Light and Dark (every role and colour group set).
QPalette lightPalette();
QPalette darkPalette();

// Applies `theme` to the running QApplication: style, palette and tooltips. Every widget hears
// of it through QEvent::ApplicationPaletteChange and QEvent::PaletteChange. System puts back the
// style and palette the application started with.
void apply(Theme theme);

// The remembered choice in `settings` (System when none or unknown), and remembering one.
Theme load(const QSettings& settings);
void save(QSettings& settings, Theme theme);

} // namespace theme

} // namespace tally
