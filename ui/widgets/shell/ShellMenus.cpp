// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/ShellMenus.h"

#include "ui/viewmodel/session/ProfileOpener.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/shell/DiagnosticsPanel.h"
#include "ui/widgets/shell/EventTypeChooser.h"
#include "ui/widgets/shell/RecentFilesMenu.h"
#include "ui/widgets/shell/ThemeMenu.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/Workspace.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/series/SeriesOpening.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>

namespace tally {

ShellMenus::ShellMenus(QMainWindow& window, Parts parts)
    : QObject(&window), m_window(window), m_parts(parts)
{
    createFileMenu();
    QMenu* view = createViewMenu();
    createHelpMenu();
    createToolbar(view);
}

QString ShellMenus::profileFileFilter()
{
    // Every name producers give their files (valgrind's, Xdebug's cachegrind.out.*, those chosen
    // with --callgrind-out-file, with the .N of dumps and -TT of threads), compressed or not;
    // All Files beside it.
    return tr("Profiles (callgrind.out.* cachegrind.out.* *.callgrind *.callgrind.* "
              "*.callgrind-* *.cg *.cg.* *.cg-* *.out *.out.* *.out-* *.gz);;"
              "All files (*)");
}

void ShellMenus::createFileMenu()
{
    ProfileOpener& opener = m_parts.opener;
    QMenu* file = m_window.menuBar()->addMenu(tr("&File"));
    m_openAction = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")),
                                   tr("&Open..."), this, &ShellMenus::showOpenDialog);
    m_openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = new RecentFilesMenu(m_parts.settings, file);
    file->addMenu(m_recentMenu);
    connect(m_recentMenu, &RecentFilesMenu::chosen, &opener, [&opener](const QStringList& paths) {
        opener.openFiles(paths, ProfileOpener::SiblingPolicy::OnlyThisFile);
    });
    QAction* add = file->addAction(tr("&Add..."), this, &ShellMenus::showAddDialog);
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    add->setToolTip(tr("Load more files into this profile, as extra parts"));
    m_compareAction = file->addAction(tr("Compare &With..."), this, &ShellMenus::showCompareDialog);
    m_compareAction->setToolTip(
        tr("Compare the open profile (the baseline) with a new one, which the window "
           "then shows"));
    m_compareAction->setEnabled(false);
    connect(&opener, &ProfileOpener::opened, m_compareAction,
            [this] { m_compareAction->setEnabled(true); });
    QAction* series = file->addAction(tr("Open &Series..."), this, [this] {
        QSettings& settings = m_parts.settings;
        const QStringList paths = QFileDialog::getOpenFileNames(
            &m_window, tr("Open a Series: a Profile a Step"),
            settings::read(settings, settings::lastDirectory()), profileFileFilter());
        if (paths.isEmpty())
            return;
        settings::write(settings, settings::lastDirectory(),
                        QFileInfo(paths.front()).absolutePath());
        seriesopening::open(m_parts.opener, *m_parts.workspace.viewTabs(),
                            seriesopening::inStepOrder(paths));
    });
    series->setToolTip(tr("Open profiles of one program, one a step in the order of their names, "
                          "and show the trend of every function"));
    seriesopening::connectView(m_parts.opener, *m_parts.workspace.viewTabs());
    m_swapSidesAction =
        file->addAction(tr("S&wap Compared Sides"), &opener, &ProfileOpener::swapSides);
    m_swapSidesAction->setToolTip(tr("Make the new profile the baseline and the baseline the new "
                                     "profile, which the window then shows"));
    m_swapSidesAction->setEnabled(false);
    connect(&m_parts.session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Comparison | SessionChange::Profile))
            m_swapSidesAction->setEnabled(m_parts.session.comparison() != nullptr);
    });
    QAction* reloadAction = file->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")),
                                            tr("Re&load"), &opener, &ProfileOpener::reload);
    reloadAction->setShortcut(Qt::Key_F5);
    QAction* watch = file->addAction(tr("&Watch"));
    watch->setCheckable(true);
    watch->setToolTip(tr("Reload when the profile's files change on disk; new dumps of a running "
                         "program become new parts"));
    connect(watch, &QAction::toggled, &opener, &ProfileOpener::setWatching);
    connect(&opener, &ProfileOpener::watchingChanged, watch, &QAction::setChecked);
    ViewTabs& tabs = *m_parts.workspace.viewTabs();
    file->addAction(tr("&Export Call Graph..."), this, [&tabs] {
        if (auto* graph = qobject_cast<CallGraphView*>(tabs.show(QStringLiteral("callgraph"))))
            graph->exportWithDialog();
    });
    file->addAction(tr("Export &Flame Graph..."), this, [&tabs] {
        if (auto* flame = qobject_cast<FlameGraphView*>(tabs.show(QStringLiteral("flamegraph"))))
            flame->exportWithDialog();
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), &m_window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
}

QMenu* ShellMenus::createViewMenu()
{
    Session& session = m_parts.session;
    QSettings& settings = m_parts.settings;
    QMenu* view = m_window.menuBar()->addMenu(tr("&View"));
    m_percentAction = view->addAction(tr("Show &Percentages"));
    m_percentAction->setCheckable(true);
    m_percentAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_percentAction->setChecked(settings::read(settings, settings::percentages()));
    session.setShowPercentages(m_percentAction->isChecked());
    connect(m_percentAction, &QAction::toggled, this, [&session, &settings](bool on) {
        session.setShowPercentages(on);
        settings::write(settings, settings::percentages(), on);
    });
    // Shortened names read well in narrow columns; whole ones tell overloads apart.
    QAction* shortNames = view->addAction(tr("Shorten &Names"));
    shortNames->setCheckable(true);
    shortNames->setChecked(settings::read(settings, settings::shortNames()));
    shortNames->setToolTip(
        tr("Collapse template arguments and long parameter lists (copying keeps the whole name)"));
    session.setShortNames(shortNames->isChecked());
    connect(shortNames, &QAction::toggled, this, [&session, &settings](bool on) {
        session.setShortNames(on);
        settings::write(settings, settings::shortNames(), on);
    });
    m_cycleAction = view->addAction(tr("Detect Recursion &Cycles"));
    m_cycleAction->setCheckable(true);
    m_cycleAction->setChecked(true);
    connect(m_cycleAction, &QAction::toggled, &session, &Session::setCycleDetection);
    view->addMenu(&m_parts.themes);
    view->addSeparator();
    view->addAction(m_parts.diagnostics.toggleViewAction());
    view->addAction(tr("Source &Folders..."), this, [this] {
        SourcePathsDialog dialog(m_parts.workspace.sourcePaths(), &m_window);
        dialog.exec();
    });
    return view;
}

void ShellMenus::createHelpMenu()
{
    QMenu* help = m_window.menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("Open &Sample"), &m_parts.opener, &ProfileOpener::openSample);
    help->addAction(tr("&About Tally"), this, [this] {
        QMessageBox::about(
            &m_window, tr("About Tally"),
            tr("<b>Tally %1</b><p>A viewer for profiles in the Callgrind format.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void ShellMenus::createToolbar(QMenu* view)
{
    //: The main toolbar's name, in the toolbars' context menu
    QToolBar* toolbar = m_window.addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(m_openAction);
    toolbar->addSeparator();
    toolbar->addWidget(new EventTypeChooser(m_parts.session, toolbar));
    toolbar->addSeparator();
    toolbar->addAction(m_percentAction);
    toolbar->addAction(m_cycleAction);

    // What percentages are taken of: the total (neither checked), the active function's
    // inclusive cost, or each call's caller's (KCachegrind's "relative to parent").
    Session& session = m_parts.session;
    QSettings& settings = m_parts.settings;
    auto* relativeGroup = new QActionGroup(this);
    relativeGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    QAction* relative = view->addAction(tr("&Relative to Active Function"));
    relative->setCheckable(true);
    relative->setToolTip(
        tr("Percentages of the active function's inclusive cost instead of the total"));
    relativeGroup->addAction(relative);
    QAction* parent = view->addAction(tr("Relative to &Parent"));
    parent->setCheckable(true);
    parent->setToolTip(tr("Percentages of each call's caller's inclusive cost: in the callers "
                          "list, what share of its caller a call is"));
    relativeGroup->addAction(parent);
    const QString base = settings::read(settings, settings::percentBase());
    relative->setChecked(base == settings::kPercentOfActive);
    parent->setChecked(base == settings::kPercentOfParent);
    session.setRelativeToActive(relative->isChecked());
    session.setRelativeToParent(parent->isChecked());
    const auto remember = [&session, &settings] {
        settings::write(settings, settings::percentBase(),
                        session.relativeToParent()   ? QString(settings::kPercentOfParent)
                        : session.relativeToActive() ? QString(settings::kPercentOfActive)
                                                     : QString());
    };
    connect(relative, &QAction::toggled, this, [&session, remember](bool on) {
        session.setRelativeToActive(on);
        remember();
    });
    connect(parent, &QAction::toggled, this, [&session, remember](bool on) {
        session.setRelativeToParent(on);
        remember();
    });
    toolbar->addAction(relative);
    toolbar->addAction(parent);
}

void ShellMenus::showOpenDialog()
{
    QSettings& settings = m_parts.settings;
    const QString directory = settings::read(settings, settings::lastDirectory());
    const QStringList paths = QFileDialog::getOpenFileNames(&m_window, tr("Open Profile"),
                                                            directory, profileFileFilter());
    if (paths.isEmpty())
        return;
    settings::write(settings, settings::lastDirectory(), QFileInfo(paths.front()).absolutePath());
    m_parts.opener.openFiles(paths);
}

void ShellMenus::showAddDialog()
{
    const QStringList& open = m_parts.opener.openPaths();
    if (open.isEmpty()) {
        showOpenDialog();
        return;
    }
    const QString directory = QFileInfo(open.front()).absolutePath();
    const QStringList paths = QFileDialog::getOpenFileNames(&m_window, tr("Add Profiles as Parts"),
                                                            directory, profileFileFilter());
    m_parts.opener.addFiles(paths);
}

void ShellMenus::showCompareDialog()
{
    const QStringList& open = m_parts.opener.openPaths();
    if (open.isEmpty() || !m_parts.session.hasProfile())
        return;
    const QString directory = QFileInfo(open.front()).absolutePath();
    const QStringList paths =
        QFileDialog::getOpenFileNames(&m_window,
                                      tr("Compare %1 (the baseline) With the New Profile")
                                          .arg(QFileInfo(open.front()).fileName()),
                                      directory, profileFileFilter());
    m_parts.opener.compareWith(paths);
}

} // namespace tally
