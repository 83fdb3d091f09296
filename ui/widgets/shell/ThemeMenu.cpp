// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/ThemeMenu.h"

#include <QActionGroup>
#include <QSettings>

#include <utility>

namespace tally {

ThemeMenu::ThemeMenu(Theme current, QSettings& settings, QWidget* parent)
    : QMenu(tr("&Theme"), parent), m_settings(settings), m_theme(current)
{
    m_actions = new QActionGroup(this); // exclusive
    const std::pair<Theme, const char*> entries[] = {{Theme::System, QT_TR_NOOP("&System")},
                                                     {Theme::Light, QT_TR_NOOP("&Light")},
                                                     {Theme::Dark, QT_TR_NOOP("&Dark")}};
    for (const auto& [entry, title] : entries) {
        QAction* action = addAction(tr(title));
        action->setCheckable(true);
        action->setChecked(entry == m_theme);
        action->setData(theme::nameOf(entry));
        m_actions->addAction(action);
        connect(action, &QAction::triggered, this, [this, entry = entry] { setTheme(entry); });
    }
}

void ThemeMenu::setTheme(Theme theme, bool remember)
{
    if (remember)
        theme::save(m_settings, theme);
    if (QAction* action = themeAction(theme))
        action->setChecked(true);
    if (theme == m_theme)
        return;
    m_theme = theme;
    theme::apply(theme);
}

QAction* ThemeMenu::themeAction(Theme theme) const
{
    for (QAction* action : m_actions->actions()) {
        if (action->data().toString() == theme::nameOf(theme))
            return action;
    }
    return nullptr;
}

} // namespace tally
