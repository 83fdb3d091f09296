// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/NavigationActions.h"

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/shell/FunctionFinder.h"
#include "ui/widgets/shell/FunctionFinderCandidates.h"
#include "ui/widgets/shell/NavigationBar.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QToolButton>

namespace tally {

NavigationActions::NavigationActions(Session& session, QMainWindow& window, QToolBar& toolbar)
    : QObject(&window), m_session(session), m_window(window)
{
    // Between View and Help.
    auto* go = new QMenu(tr("&Go"), &window);
    window.menuBar()->insertMenu(window.menuBar()->actions().constLast(), go);
    m_backAction = go->addAction(QIcon::fromTheme(QStringLiteral("go-previous")), tr("&Back"),
                                 &m_session, [this] { m_session.goBack(); });
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_forwardAction = go->addAction(QIcon::fromTheme(QStringLiteral("go-next")), tr("&Forward"),
                                    &m_session, [this] { m_session.goForward(); });
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_upAction = go->addAction(QIcon::fromTheme(QStringLiteral("go-up")), tr("&Up"), &m_session,
                               [this] { m_session.goUp(); });
    m_upAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_upAction->setToolTip(tr("Go to the caller with the largest cost (Alt+Up)"));
    QAction* find =
        go->addAction(tr("Go to &Function..."), this, &NavigationActions::showFunctionFinder);
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));

    // Back and forward drop down their history, as browsers do.
    m_backMenu = new QMenu(&window);
    m_forwardMenu = new QMenu(&window);
    m_backMenu->setToolTipsVisible(true);
    m_forwardMenu->setToolTipsVisible(true);
    m_backAction->setMenu(m_backMenu);
    m_forwardAction->setMenu(m_forwardMenu);
    toolbar.addAction(m_backAction);
    toolbar.addAction(m_forwardAction);
    toolbar.addAction(m_upAction);
    toolbar.addAction(find);
    for (QAction* action : {m_backAction, m_forwardAction}) {
        if (auto* button = qobject_cast<QToolButton*>(toolbar.widgetForAction(action)))
            button->setPopupMode(QToolButton::MenuButtonPopup);
    }
    toolbar.addSeparator();
    m_navigationBar = new NavigationBar(m_session, &toolbar);
    toolbar.addWidget(m_navigationBar);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        update();
        // Go to Function's candidates made ahead for each snapshot it would search, so that
        // opening it takes a frame (see FunctionFinderCandidates::prepare).
        constexpr SessionChanges kCandidates =
            SessionChange::Profile | SessionChange::Costs | SessionChange::EventTypes;
        if (changes & kCandidates)
            FunctionFinderCandidates::prepare(m_session, &m_window);
    });
    update();
}

void NavigationActions::update()
{
    const auto& history = m_session.history();
    const bool away =
        m_session.activeFunction().isValid() && history.current() != m_session.activeFunction();
    m_backAction->setEnabled(history.canGoBack() || (away && history.current()));
    m_forwardAction->setEnabled(history.canGoForward() && !away);
    m_upAction->setEnabled(m_session.activeFunction().isValid());
    auto fill = [this](QMenu* menu, const std::vector<FunctionId>& entries, bool back) {
        menu->clear();
        for (std::size_t i = 0; i < entries.size() && i < 20; ++i) {
            // As the other menus name a function: shortened as the lists show it, cut to a
            // readable length, its '&'s kept ("int const&)" read "int const)" with the ')'
            // underlined); the whole name in the tooltip.
            const QString name = m_session.profile()->functionName(entries[i]);
            QAction* entry =
                menu->addAction(menuEntryName(m_session.shownName(name)), this, [this, i, back] {
                    if (back)
                        m_session.goBack(i);
                    else
                        m_session.goForward(i);
                });
            entry->setToolTip(name);
        }
    };
    if (m_session.hasProfile()) {
        fill(m_backMenu, history.backEntries(), true);
        fill(m_forwardMenu, history.forwardEntries(), false);
    }
}

void NavigationActions::showFunctionFinder()
{
    if (!m_session.hasProfile())
        return;
    auto* finder = new FunctionFinder(m_session, &m_window);
    finder->setAttribute(Qt::WA_DeleteOnClose);
    finder->open();
}

} // namespace tally
