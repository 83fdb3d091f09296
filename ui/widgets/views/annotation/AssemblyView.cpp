// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/AssemblyView.h"

#include "ui/viewmodel/annotation/AssemblyModel.h"
#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/compare/ComparedAssemblyModel.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/views/annotation/AnnotationDelegate.h"
#include "ui/widgets/views/annotation/CallLineMenu.h"
#include "ui/widgets/views/annotation/PartsNotice.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"
#include "ui/widgets/views/compare/DeltaLegend.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace tally {

namespace {
// The view's options, under its key in ViewTabs.
settings::Key<bool> intelSyntaxKey()
{
    return settings::viewOption(QStringLiteral("assembly"), "intelSyntax", false);
}

settings::Key<bool> showBytesKey()
{
    return settings::viewOption(QStringLiteral("assembly"), "showBytes", false);
}
} // namespace

AssemblyView::AssemblyView(Session& session, SourcePathConfig& paths, QSettings& settings,
                           QWidget* parent)
    : QWidget(parent), m_session(session), m_paths(paths), m_settings(settings),
      m_job([this](AssemblyListingJob::Disassembly result) { onFinished(std::move(result)); })
{
    // The listing asked for while hidden is asked for before the job runs it.
    m_activity.follow([this](bool shown) {
        if (shown && m_refreshWhenShown)
            refresh();
    });
    m_activity.followJob(m_job); // disassembles what was asked for while hidden
    m_job.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_model = new AssemblyModel(session, this);
    m_tree = new ActivatingTreeView(this);
    m_tree->setModel(m_model);
    const auto* delegate = AnnotationDelegate::installOn(m_tree);
    new CallLineMenu(
        session, *m_model, [this](int row) { return m_model->calleeAt(row); },
        m_tree); // owned by the tree
    QHeaderView* header = m_tree->header();
    const QFontMetrics code(delegate->codeFont());
    header->resizeSection(AssemblyModel::PrimaryColumn, 130);
    header->resizeSection(AssemblyModel::SecondaryColumn, 130);
    header->resizeSection(AssemblyModel::PositionColumn,
                          code.horizontalAdvance(QStringLiteral("00000000")) + 10);
    header->resizeSection(AssemblyModel::GutterColumn, 20);
    header->setSectionResizeMode(AssemblyModel::TextColumn, QHeaderView::Stretch);
    header->resizeSection(AssemblyModel::SourceColumn,
                          code.horizontalAdvance(QStringLiteral("filename.cpp:1234")) + 10);
    // Bytes after the address, as objdump prints them; x86 instructions are up to 15 bytes, but
    // most take 7 or fewer.
    header->moveSection(header->visualIndex(AssemblyModel::BytesColumn),
                        header->visualIndex(AssemblyModel::GutterColumn));
    header->resizeSection(AssemblyModel::BytesColumn,
                          code.horizontalAdvance(QStringLiteral("00 00 00 00 00 00 00")) + 12);

    m_title = new ElidedLabel(this);
    m_intel = new QCheckBox(tr("Intel syntax"), this);
    m_intel->setToolTip(tr("Intel or AT&T operand order"));
    m_intel->setChecked(settings::read(m_settings, intelSyntaxKey()));
    m_intel->setObjectName(QStringLiteral("intelSyntax"));
    m_bytes = new QCheckBox(tr("Bytes"), this);
    m_bytes->setObjectName(QStringLiteral("showBytes"));
    m_bytes->setToolTip(tr("Show each instruction's bytes beside its address"));
    m_bytes->setChecked(settings::read(m_settings, showBytesKey()));
    auto* folders = new QToolButton(this);
    folders->setText(tr("Source Folders..."));
    folders->setToolTip(tr("Where to look for object files and sources"));
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_title, 1);
    bar->addWidget(m_bytes);
    bar->addWidget(m_intel);
    bar->addWidget(folders);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setContentsMargins(6, 6, 6, 6);
    m_message->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    m_partsNotice = new PartsNotice(this);
    layout->addWidget(m_partsNotice);
    layout->addWidget(m_message);
    m_locate = new QPushButton(tr("Locate Folder..."), this);
    m_locate->setToolTip(tr("Pick the folder that holds the object file"));
    m_locate->hide();
    layout->addWidget(m_locate, 0, Qt::AlignLeft);
    connect(m_locate, &QPushButton::clicked, this, [this] {
        const auto profile = m_session.profile();
        const FunctionId function = m_session.activeFunction();
        const QString object = profile && profile->isFunction(function)
                                   ? QFileInfo(profile->functionObject(function)).fileName()
                                   : QString();
        SourcePathsDialog::locateFolder(m_paths, this, object);
    });
    // The compared listing, shown instead of the plain one while comparing the same code.
    m_comparedModel = new ComparedAssemblyModel(session, this);
    m_comparedModel->setCodeFont(delegate->codeFont());
    m_comparedModel->setBackground(palette().color(QPalette::Base));
    m_comparedTree = new ActivatingTreeView(this);
    m_comparedTree->setObjectName(QStringLiteral("comparedAssembly"));
    m_comparedTree->setRootIsDecorated(false);
    m_comparedTree->setUniformRowHeights(true);
    m_comparedTree->setAllColumnsShowFocus(true);
    m_comparedTree->setModel(m_comparedModel);
    new CallLineMenu(
        session, *m_comparedModel, [this](int row) { return m_comparedModel->calleeAt(row); },
        m_comparedTree); // owned by the tree
    QHeaderView* comparedHeader = m_comparedTree->header();
    comparedHeader->setStretchLastSection(false);
    // The numbers as wide as they are, the instructions the rest.
    for (int column = 0; column < ComparedAssemblyModel::ColumnCount; ++column)
        comparedHeader->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    comparedHeader->setSectionResizeMode(ComparedAssemblyModel::Instruction, QHeaderView::Stretch);
    m_comparedTree->hide();
    m_comparedBar = new QWidget(this);
    auto* comparedLayout = new QHBoxLayout(m_comparedBar);
    comparedLayout->setContentsMargins(4, 2, 4, 2);
    m_comparedNote = new QLabel(m_comparedBar);
    m_comparedNote->setWordWrap(true);
    m_comparedNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_legend = new DeltaLegend(m_comparedBar);
    m_legend->setCaption(tr("Change (self):"));
    m_legend->setToolTip(tr("Instructions are coloured by how much their self cost changed from "
                            "the baseline to the new profile: blue shrank, red grew"));
    comparedLayout->addWidget(m_comparedNote, 1);
    comparedLayout->addWidget(m_legend);
    m_comparedBar->hide();
    layout->insertWidget(layout->indexOf(m_message), m_comparedBar);
    layout->addWidget(m_tree);
    layout->addWidget(m_comparedTree);

    m_tree->setColumnHidden(AssemblyModel::BytesColumn, !m_bytes->isChecked());
    connect(m_bytes, &QCheckBox::toggled, this, [this](bool on) {
        settings::write(m_settings, showBytesKey(), on);
        m_tree->setColumnHidden(AssemblyModel::BytesColumn, !on);
    });
    connect(m_intel, &QCheckBox::toggled, this, [this](bool on) {
        settings::write(m_settings, intelSyntaxKey(), on);
        refresh();
    });
    connect(folders, &QToolButton::clicked, this, [this] {
        SourcePathsDialog dialog(m_paths, this);
        dialog.exec();
    });
    connect(&m_paths, &SourcePathConfig::changed, this, &AssemblyView::refresh);
    connect(&session, &Session::changed, this, &AssemblyView::onSessionChanged);
    connect(m_tree, &QTreeView::activated, this, &AssemblyView::activate);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->header()->resizeSection(AssemblyModel::GutterColumn,
                                        AnnotationDelegate::gutterWidth(*m_model));
    });
    connect(m_tree, &QTreeView::doubleClicked, this, &AssemblyView::activate);
    connect(m_comparedTree, &QTreeView::activated, this, &AssemblyView::activate);
    connect(m_comparedTree, &QTreeView::doubleClicked, this, &AssemblyView::activate);
    m_tree->setColumnHidden(AssemblyModel::SecondaryColumn, true);
    updatePartsNotice();
    refresh();
}

AssemblyView::~AssemblyView() = default;

QString AssemblyView::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void AssemblyView::onSessionChanged(SessionChanges changes)
{
    if (changes & (SessionChange::Profile | SessionChange::Costs))
        updatePartsNotice();
    // Another comparison (or none, just after a reload): the compared listing is asked again.
    if ((changes & (SessionChange::Profile | SessionChange::ActiveFunction)) ||
        ((changes & SessionChange::Comparison) &&
         m_session.costComparison() != m_requestedComparison))
        refreshWhenShown();
    if (changes & SessionChange::EventTypes) {
        m_tree->setColumnHidden(AssemblyModel::SecondaryColumn, m_session.secondaryEvent() < 0);
        updateComparedEvent();
    }
}

bool AssemblyView::isComparing() const
{
    return !m_comparedTree->isHidden();
}

QString AssemblyView::comparedNote() const
{
    return m_comparedBar->isHidden() ? QString() : m_comparedNote->text();
}

void AssemblyView::showCompared(bool compared, const QString& note)
{
    m_comparedTree->setVisible(compared);
    m_tree->setVisible(!compared);
    m_legend->setVisible(compared);
    m_comparedNote->setText(note);
    m_comparedNote->setToolTip(note);
    m_comparedBar->setVisible(compared || !note.isEmpty());
}

void AssemblyView::updateComparedEvent()
{
    const auto& comparison = m_comparedModel->comparison();
    if (!comparison || !isComparing())
        return;
    // The model follows the Session's event; the note names it, short, beside the legend; why it
    // may pair the instructions is in the tooltip.
    m_comparedNote->setText(tr("%1 self cost per instruction, baseline \u2192 new")
                                .arg(comparison->eventName(m_comparedModel->eventIndex())));
    m_comparedNote->setToolTip(tr("Both sides ran the same machine code at the same addresses, "
                                  "so each instruction is compared with itself"));
}

void AssemblyView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_comparedModel->setBackground(palette().color(QPalette::Base));
}

void AssemblyView::updatePartsNotice()
{
    m_partsNotice->follow(m_session);
}

void AssemblyView::setBusy(bool busy)
{
    m_activity.setBusy(busy);
}

void AssemblyView::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_locate->hide();
}

void AssemblyView::refreshWhenShown()
{
    if (m_activity.isShown())
        refresh();
    else
        m_refreshWhenShown = true;
}

void AssemblyView::refresh()
{
    m_refreshWhenShown = false;
    m_requestedComparison = m_session.costComparison();
    m_job.cancel();
    const auto profile = m_session.profile();
    const FunctionId function = m_session.activeFunction();
    m_model->clear();
    m_comparedModel->clear();
    showCompared(false, {});
    showMessage({});
    if (!profile || !function.isValid() || !profile->isFunction(function)) {
        m_title->setFullText(profile ? tr("No function selected") : tr("No profile loaded"));
        return;
    }
    m_title->setFullText(profile->functionName(function));
    const QString problem = m_job.request(profile, function, m_paths.options(),
                                          m_intel->isChecked(), m_requestedComparison);
    showMessage(problem.isEmpty() ? tr("Running objdump...") : problem);
}

void AssemblyView::onFinished(AssemblyListingJob::Disassembly result)
{
    if (!result.error.isEmpty()) {
        showMessage(result.error);
        // A binary that is elsewhere on this machine can be pointed at.
        m_locate->setVisible(result.object.isEmpty());
        return;
    }
    const auto& unmatched = result.annotation.unmatched();
    const bool someUnmatched =
        std::any_of(unmatched.begin(), unmatched.end(), [](Cost c) { return c != 0; });
    showMessage(someUnmatched ? tr("Some costs are at addresses where objdump shows "
                                   "no instruction: was %1 rebuilt after profiling?")
                                    .arg(result.object)
                              : QString());
    m_model->setContent(result.profile, result.function, std::move(result.annotation));
    using Pairing = AssemblyComparison::Pairing;
    if (result.compared && (result.compared->pairing() == Pairing::ByAddress ||
                            result.compared->pairing() == Pairing::NewOnly)) {
        m_comparedModel->setContent(result.comparison, std::move(*result.compared));
        showCompared(true, {});
        updateComparedEvent();
        const int changed = m_comparedModel->mostChangedRow();
        if (changed >= 0)
            m_comparedTree->scrollTo(m_comparedModel->index(changed, ComparedAssemblyModel::Base),
                                     QAbstractItemView::PositionAtCenter);
        return;
    }
    // Comparing, but nothing to pair: say why, over the new side's own listing.
    if (result.compared && result.compared->pairing() == Pairing::DifferentCode)
        showCompared(false, tr("Not compared per instruction: the baseline's machine code of "
                               "this function differs from the new profile's (another build, "
                               "or the code moved), so the same address is not the same "
                               "instruction. The Source view compares it line by line. "
                               "Shown: the new profile."));
    else if (result.comparison && !result.baseProblem.isEmpty())
        showCompared(false, tr("Not compared per instruction: %1. Shown: the new profile.")
                                .arg(result.baseProblem));
    const int row = m_model->hottestRow();
    if (row >= 0)
        m_tree->centreOn(m_model->index(row, AssemblyModel::PrimaryColumn));
}

void AssemblyView::activate(const QModelIndex& index)
{
    const FunctionId callee = index.model() == m_comparedModel
                                  ? m_comparedModel->calleeAt(index.row())
                                  : m_model->calleeAt(index.row());
    if (callee.isValid())
        m_session.navigateTo(callee);
}

} // namespace tally
