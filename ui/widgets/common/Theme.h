// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/ThemeName.h"

#include <QPalette>

class QSettings;

namespace tally::theme {

// The explicit palettes of Light and Dark (every role and colour group set).
QPalette lightPalette();
QPalette darkPalette();

// Applies `theme` to the running QApplication: style, palette and tooltips. Every widget hears
// of it through QEvent::ApplicationPaletteChange and QEvent::PaletteChange. System puts back the
// style and palette the application started with (Fusion drawn by ThemeStyle, which looks the
// same and keeps what is dear to draw).
void apply(Theme theme);

// The remembered choice in `settings` (System when none or unknown), and remembering one.
Theme load(const QSettings& settings);
void save(QSettings& settings, Theme theme);

} // namespace tally::theme
