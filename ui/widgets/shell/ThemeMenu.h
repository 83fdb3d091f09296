// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/widgets/common/Theme.h"

#include <QMenu>

class QActionGroup;
class QSettings;

namespace tally {

// View > Theme: System, Light or Dark, one checked; choosing one applies it to the application
// and remembers it in the settings.
class ThemeMenu : public QMenu
{
    Q_OBJECT

public:
    // `current` is the theme applied now; `settings` outlives the menu.
    ThemeMenu(Theme current, QSettings& settings, QWidget* parent = nullptr);

    // Applies `theme` and checks its entry; `remember` keeps it in the settings for the next
    // start (--theme applies one for this run only).
    void setTheme(Theme theme, bool remember = true);
    Theme theme() const { return m_theme; }
    QAction* themeAction(Theme theme) const;

private:
    QSettings& m_settings;
    QActionGroup* m_actions = nullptr;
    Theme m_theme;
};

} // namespace tally
