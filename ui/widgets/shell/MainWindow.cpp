// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/MainWindow.h"

#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/viewmodel/settings/SettingsMigration.h"
#include "ui/widgets/shell/FileChangedBanner.h"
#include "ui/widgets/shell/NoCallsBanner.h"
#include "ui/widgets/shell/OpenerDialogs.h"
#include "ui/widgets/shell/RecentFilesMenu.h"
#include "ui/widgets/shell/TransformChips.h"
#include "ui/widgets/shell/TransformMenu.h"
#include "ui/widgets/shell/TransformOfferBanner.h"
#include "ui/widgets/shell/TruncationBanner.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/series/SeriesOpening.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QStackedWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace tally {

MainWindow::MainWindow(Session& session, LoadController& loader, QSettings& settings,
                       QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_session(session), m_loader(loader)
{
    setWindowTitle(tr("Tally"));
    setAcceptDrops(true);
    settings::migrate(m_settings);      // keys renamed since an older Tally kept them
    m_session.setSettings(&m_settings); // user-defined event types are kept there
    // The remembered theme before any widget exists: nothing is drawn twice.
    const Theme theme = theme::load(m_settings);
    theme::apply(theme);

    auto* hint =
        new QLabel(tr("<h2>No profile open</h2>"
                      "<p>Open a Callgrind or Cachegrind profile with <b>File &gt; Open</b>,"
                      " drop one here, or try <b>Help &gt; Open Sample</b>.</p>"),
                   this);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    m_workspace = new Workspace(m_session, m_settings, this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(hint);
    m_stack->addWidget(m_workspace);
    // A file cut short is said over the views, not only among the warnings.
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(new TruncationBanner(m_session, central));
    // A profile without calls (cachegrind's): why half the views stand empty.
    column->addWidget(new NoCallsBanner(m_session, central));
    // The transforms in force (issue 37) and the offer of a profile's last ones.
    auto* offer = new TransformOfferBanner(m_session, central);
    column->addWidget(offer);
    column->addWidget(new TransformChips(m_session, central));
    column->addWidget(m_stack, 1);
    setCentralWidget(central);

    m_diagnostics = new DiagnosticsPanel(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnostics);
    m_diagnostics->hide();
    connect(m_diagnostics, &DiagnosticsPanel::copied, this, [this](const QString& text) {
        statusBar()->showMessage(tr("Copied: %1").arg(text), 4000);
    });

    // Made before the opener, so that it hears of each load's end first: the opener's notes
    // (a failed reload) are not cleared with the progress.
    m_status = new ShellStatusBar(m_loader, m_session.comparisonController().baseLoader(), this);
    setStatusBar(m_status);
    addAction(m_status->cancelAction());
    connect(m_status, &ShellStatusBar::warningsRequested, this, [this] {
        m_diagnostics->show();
        m_diagnostics->raise();
    });
    m_opener = new ProfileOpener(m_session, m_loader, m_settings, this);
    new OpenerDialogs(*m_opener, *this); // asks and tells the user; owned by the window
    connect(m_opener, &ProfileOpener::opened, this, &MainWindow::onOpened);
    connect(m_opener, &ProfileOpener::sidesSwapped, this, &MainWindow::onSidesSwapped);
    connect(m_opener, &ProfileOpener::comparisonStarted, this,
            [this] { m_workspace->viewTabs()->show(QStringLiteral("compare")); });
    connect(m_opener, &ProfileOpener::message, m_status, &QStatusBar::showMessage);
    connect(m_opener, &ProfileOpener::watchStatusChanged, this,
            [this] { m_status->showWatching(m_opener->isWatching(), m_opener->watcher()); });
    // A file changed under a profile that reads its detail rows from it: first over the views.
    column->insertWidget(0, new FileChangedBanner(*m_opener, central));

    m_themes = new ThemeMenu(theme, m_settings, this);
    m_menus = new ShellMenus(
        *this, {m_session, m_settings, *m_opener, *m_workspace, *m_diagnostics, *m_themes});
    new TransformMenu(*this, m_session, *m_opener, m_settings, *offer); // owned by the window
    addToolBarBreak();
    QToolBar* navigation = addToolBar(tr("Navigation"));
    navigation->setObjectName(QStringLiteral("navigationToolbar"));
    m_navigation = new NavigationActions(m_session, *this, *navigation);

    connect(&m_session, &Session::changed, this, &MainWindow::updateStatus);

    resize(1280, 800);
    restoreLayout();
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::onOpened(const QStringList& paths, const QStringList& reloaded)
{
    m_diagnostics->setDiagnostics(m_session.profile()->diagnostics());
    if (m_stack->currentWidget() != m_workspace) {
        // The first profile shown: the function list's filter takes the focus, so that typing
        // filters at once. (Left to the platform's activation, the focus landed on whichever
        // widget led the focus chain then: a tool button, or the filter, from run to run.)
        m_stack->setCurrentWidget(m_workspace);
        m_workspace->flatView()->filterEdit()->setFocus(Qt::OtherFocusReason);
    }
    if (!paths.front().startsWith(QLatin1Char(':'))) {
        // A reload's files (a run grown by new dumps) take the place of the files it reloaded,
        // or watching a dumping program would fill the menu with one run.
        m_menus->recentMenu().add(paths, reloaded);
    }
    if (m_session.isComparing() && !m_session.baselinePaths().isEmpty())
        setWindowTitle(tr("%1 \u2192 %2 - Tally")
                           .arg(QFileInfo(m_session.baselinePaths().front()).fileName(),
                                QFileInfo(paths.front()).fileName()));
    else
        setWindowTitle(tr("%1 - Tally").arg(QFileInfo(paths.front()).fileName()));
    updateStatus();
}

void MainWindow::onSidesSwapped()
{
    // The window's files are the side it shows now: the diagnostics and the title follow.
    m_diagnostics->setDiagnostics(m_session.profile()->diagnostics());
    setWindowTitle(tr("%1 \u2192 %2 - Tally")
                       .arg(QFileInfo(m_session.baselinePaths().value(0)).fileName(),
                            QFileInfo(m_opener->openPaths().value(0)).fileName()));
    updateStatus();
}

void MainWindow::updateStatus()
{
    m_status->showProfile(m_session, m_opener->openPaths(), m_diagnostics->count());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        // Several files: one profile's parts, a series or a comparison (the Series view asks).
        seriesopening::openDropped(this, *m_opener, *m_workspace->viewTabs(), paths);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_loader.cancel();
    m_session.comparisonController().baseLoader().cancel();
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveLayout()
{
    settings::write(m_settings, settings::windowGeometry(), saveGeometry());
    settings::write(m_settings, settings::windowState(), saveState());
    m_workspace->saveLayout(m_settings);
}

void MainWindow::restoreLayout()
{
    // Each piece only when remembered: the defaults set up above stay otherwise.
    restoreGeometry(settings::read(m_settings, settings::windowGeometry()));
    if (const QByteArray state = settings::read(m_settings, settings::windowState());
        !state.isEmpty())
        restoreState(state);
    m_workspace->restoreLayout(m_settings);
}

} // namespace tally
