// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// The themes by name, with Qt Core alone: the command line checks --theme without the window
// module (app/window), which applies it (Theme.h).
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
inline QString nameOf(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

inline std::optional<Theme> fromName(const QString& name)
{
    for (const Theme theme : {Theme::System, Theme::Light, Theme::Dark}) {
        if (name.compare(nameOf(theme), Qt::CaseInsensitive) == 0)
            return theme;
    }
    return std::nullopt;
}

inline QStringList names()
{
    return {nameOf(Theme::System), nameOf(Theme::Light), nameOf(Theme::Dark)};
}

} // namespace theme

} // namespace tally
